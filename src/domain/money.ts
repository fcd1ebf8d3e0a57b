const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** SPEC §9: amounts are US dollars with 2 decimals ($1,234.50). */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) throw new Error(`formatUsd: ${amount} is not an amount`);
  return USD.format(amount);
}
