// The pages the bench scripts measure: each storefront's home, and the first collection and product linked
// from it that answer 200 (found by following links, so they work with whatever the backend has seeded).
// Used by `npm run bench` (scripts/bench.mjs) and `npm run lighthouse` (scripts/lighthouse.mjs).

/** First `/<kind>/<handle>` link in the page that answers 200. */
async function discover(base, html, kind) {
  const handles = [
    ...new Set(
      [
        ...html.matchAll(
          new RegExp(`href="(?:/[a-z]{2})?/${kind}/([^"/?#]+)"`, 'g'),
        ),
      ].map((m) => m[1]),
    ),
  ];
  for (const handle of handles.slice(0, 10)) {
    const res = await fetch(`${base}/${kind}/${handle}`);
    await res.arrayBuffer();
    if (res.status === 200)
      return {
        path: `/${kind}/${handle}`,
        html: await (await fetch(`${base}/${kind}/${handle}`)).text(),
      };
  }
  return undefined;
}

/** [{name: 'gum home', url, path}, … collection, … product] for the storefront `app` served at `base`. */
export async function pageTargets(app, base) {
  const home = await (await fetch(`${base}/`)).text();
  const targets = [{name: `${app} home`, url: `${base}/`, path: '/'}];
  const collection = await discover(base, home, 'collections');
  if (collection)
    targets.push({
      name: `${app} collection`,
      url: `${base}${collection.path}`,
      path: collection.path,
    });
  const product =
    (collection && (await discover(base, collection.html, 'products'))) ||
    (await discover(base, home, 'products'));
  if (product)
    targets.push({
      name: `${app} product`,
      url: `${base}${product.path}`,
      path: product.path,
    });
  if (targets.length < 3)
    console.warn(
      `[bench] ${app}: found no ${collection ? 'product' : 'collection'} link that answers 200`,
    );
  return targets;
}
