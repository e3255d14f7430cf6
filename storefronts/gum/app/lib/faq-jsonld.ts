export interface FaqItem {
  /** Stable id used for the accordion's ids (e.g. `dose`). */
  id: string;
  question: string;
  /** Plain-text answer (shown as paragraphs split on blank lines). */
  answer: string;
}

/** schema.org FAQPage for the questions shown on the page (same text, same order). */
export function faqPageJsonLd(
  items: readonly FaqItem[],
  options: {url?: string; inLanguage?: string} = {},
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(options.url ? {url: options.url} : {}),
    ...(options.inLanguage ? {inLanguage: options.inLanguage} : {}),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: {'@type': 'Answer', text: item.answer},
    })),
  };
}
