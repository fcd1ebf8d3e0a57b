const formats = new Map<string, Intl.NumberFormat>();

/**
 * The one place an amount becomes text: US dollars with 2 decimals, by Intl (SPEC §9: $1,234.50 in
 * English; `intlLocale` 'es-US' writes them the Spanish way, still in dollars).
 */
export function formatUsd(amount: number, intlLocale = 'en-US'): string {
  if (!Number.isFinite(amount)) throw new Error(`formatUsd: ${amount} is not an amount`);
  let format = formats.get(intlLocale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(intlLocale, format);
  }
  return format.format(amount);
}
