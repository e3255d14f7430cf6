/**
 * JSON to write inside an inline `<script>`, as JSON-LD or as a JavaScript literal: `<` is escaped so no
 * value can close the tag, and the two line separators so older engines parse it as a literal too.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
