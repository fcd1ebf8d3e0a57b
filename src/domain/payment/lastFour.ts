/**
 * What a certificate may say of a number (decision 232): its last four letters or digits, never more.
 * A confirmation number 'CNF-0012-3456' reads '3456'; one shorter than four reads as it is.
 */
export function lastFour(text: string): string {
  return text.replace(/[^A-Za-z0-9]/g, '').slice(-4);
}

/** The four digits a method's description ends in ('Card ending in 4444 12/29' → '4444'), or null. */
export function methodLastFour(description: string | undefined): string | null {
  return /ending in (\d{4})\b/i.exec(description ?? '')?.[1] ?? null;
}
