const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The one place an amount becomes text: US dollars with 2 decimals, by Intl (SPEC §9: $1,234.50). */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) throw new Error(`formatUsd: ${amount} is not an amount`);
  return USD.format(amount);
}
