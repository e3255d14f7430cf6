/**
 * Scripts a tap on this page will likely need, fetched at low priority while the page loads (decision 169):
 * after the first paint's own requests, and here before the page hydrates. `fetchpriority` in lower case:
 * React 18 does not know the camel-case prop.
 */
export function ScriptPreloads({hrefs}: {hrefs: readonly string[]}) {
  return hrefs.map((href) => (
    <link key={href} rel="modulepreload" href={href} {...LOW_PRIORITY} />
  ));
}

const LOW_PRIORITY = {fetchpriority: 'low'} as Record<string, string>;
