// Plural forms by the CLDR rules the browser ships (Intl.PluralRules): English has one/other,
// Arabic six (zero, one, two, few, many, other).
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rulesByLocale = new Map<string, Intl.PluralRules>();

/** The form of `forms` for `count` in `locale`; `other` when the language has no such form. */
export function plural(locale: string, count: number, forms: PluralForms): string {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  // Arabic says "zero" in words for 0 where CLDR's integer rule gives 'zero' too; an explicit
  // zero form is used for 0 in any language that wrote one.
  if (count === 0 && forms.zero !== undefined) return forms.zero;
  return forms[rules.select(count)] ?? forms.other;
}
