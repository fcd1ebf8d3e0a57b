/** The one place an amount becomes text: US dollars with 2 decimals, by Intl (SPEC §9). */
const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const formatMoney = (amount: number) => USD.format(amount);
