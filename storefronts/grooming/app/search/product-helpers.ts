/** The first `count` words of a text (whitespace-separated), e.g. a card's one-line summary. */
export function firstWords(text: string | null | undefined, count = 3): string {
  if (!text) return '';
  return text.trim().split(/\s+/).filter(Boolean).slice(0, count).join(' ');
}
