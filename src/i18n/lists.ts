/**
 * 'A and B', 'A, B and C'; in Spanish 'A y B', 'A, B y C' (decision 490). Intl.ListFormat writes both;
 * the portal's English lists have no comma before 'and' (SPEC's own sentences), which is how en-GB writes
 * them, so English lists are formatted with en-GB's list rules (amounts and dates stay en-US).
 */
const LIST_LOCALE: Record<string, string> = { 'en-US': 'en-GB' };
const lists = new Map<string, Intl.ListFormat>();

export function formatList(intlLocale: string, names: readonly string[]): string {
  let list = lists.get(intlLocale);
  if (!list) {
    list = new Intl.ListFormat(LIST_LOCALE[intlLocale] ?? intlLocale, { type: 'conjunction' });
    lists.set(intlLocale, list);
  }
  return list.format(names);
}
