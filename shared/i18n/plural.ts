const rulesByLocale = new Map<string, Intl.PluralRules>();

/**
 * A count's words by the language's plural rules (Intl.PluralRules, CLDR): English "1 item" /
 * "2 items"; Hindi reads 0 and 1 as "one". Gum's translations use i18next's `_one` / `_other` keys, which
 * ask the same rules; this is for a store without i18next (decision 111).
 */
export function plural(
  locale: string,
  count: number,
  forms: {one: string; other: string} & Partial<
    Record<Intl.LDMLPluralRule, string>
  >,
): string {
  // One PluralRules per locale: building one costs ~100x a select, and the header calls this on every page.
  let rules = rulesByLocale.get(locale);
  if (!rules) rulesByLocale.set(locale, (rules = new Intl.PluralRules(locale)));
  const rule = rules.select(count);
  return (forms[rule] ?? forms.other).replace('{count}', String(count));
}
