/**
 * Which plural form a count takes in a language, by Intl.PluralRules (decision 490): a catalog entry
 * with a count names its forms, `plural('en-US', n, { one: '1 mark', other: \`${n} marks\` })`.
 */
const rules = new Map<string, Intl.PluralRules>();

export interface PluralForms {
  one: string;
  other: string;
}

export function plural(intlLocale: string, count: number, forms: PluralForms): string {
  let rule = rules.get(intlLocale);
  if (!rule) {
    rule = new Intl.PluralRules(intlLocale);
    rules.set(intlLocale, rule);
  }
  return rule.select(count) === 'one' ? forms.one : forms.other;
}
