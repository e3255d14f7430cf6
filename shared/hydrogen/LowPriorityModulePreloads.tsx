import {useContext, useEffect} from 'react';
import {UNSAFE_FrameworkContext, useMatches} from 'react-router';

/** Set once the document has hydrated: from then on React Router loads modules itself (as `<Scripts>`). */
let hydrated = false;

/**
 * The page's module preloads at low fetch priority, in the head (decision 91). React Router's `<Scripts>`
 * preloads the same modules at the end of the body at the browser's default (High) priority and has no prop
 * for it; these come first in the document, so the browser fetches each module once, at low priority, after
 * the stylesheet, the preloaded font and the first picture that the first paint needs.
 */
export function LowPriorityModulePreloads({nonce}: {nonce?: string}) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const manifest = framework?.manifest;
  const matches = useMatches();
  useEffect(() => {
    hydrated = true;
  }, []);
  if (hydrated || !manifest) return null;
  const hrefs = new Set([manifest.entry.module, ...manifest.entry.imports]);
  // With every route known up front, `<Scripts>` also preloads the route manifest.
  if (framework.routeDiscovery.mode === 'initial') hrefs.add(manifest.url);
  for (const {id} of matches) {
    const route = manifest.routes[id];
    if (!route) continue;
    for (const href of [
      route.module,
      route.clientActionModule,
      route.clientLoaderModule,
      ...(route.imports ?? []),
    ])
      if (href) hrefs.add(href);
  }
  return [...hrefs].map((href) => (
    <link
      key={href}
      rel="modulepreload"
      href={href}
      fetchPriority="low"
      nonce={nonce}
      suppressHydrationWarning
    />
  ));
}
