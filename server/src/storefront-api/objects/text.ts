/** Text fields of objects: plain text of HTML, Shopify's truncation, the SEO object. */

/** Plain text of an HTML fragment (tags stripped, entities decoded, whitespace collapsed). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Shopify's truncateAt: cut at the limit and end with an ellipsis. */
export function truncate(text: string, at: number | null | undefined): string {
  if (at == null || at <= 0 || text.length <= at) return text;
  return `${text.slice(0, Math.max(0, at - 1)).trimEnd()}…`;
}

export function seoParent(title: string | null, description: string | null) {
  return {title: title ?? null, description: description ?? null};
}
