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
  const rule = new Intl.PluralRules(locale).select(count);
  return (forms[rule] ?? forms.other).replace('{count}', String(count));
}
