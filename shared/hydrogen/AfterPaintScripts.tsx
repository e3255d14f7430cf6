import {useContext, useEffect} from 'react';
import {Scripts, UNSAFE_FrameworkContext, useMatches} from 'react-router';
import {inlineJson} from './inline-json';

/** Set once the document has hydrated: from then on React Router loads modules itself (as `<Scripts>`). */
let hydrated = false;

type FrameworkContext = NonNullable<
  React.ContextType<typeof UNSAFE_FrameworkContext>
>;

/**
 * React Router's `<Scripts>` with its module loading moved after the first frame (decision 96): the same
 * hydration context script, and a module script that waits for the first frame, then asks for the page's
 * modules (as module preloads, so the entry's imports do not wait for the entry) and bootstraps as
 * `<Scripts>` does. No module request competes with the stylesheet, the fonts and the first pictures, and
 * none is in flight while the first frame is laid out. Development (HMR), subresource integrity and lazy
 * route discovery keep React Router's own tags, which this does not reproduce.
 */
export function AfterPaintScripts({nonce}: {nonce?: string}) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  useEffect(() => {
    hydrated = true;
  }, []);
  if (
    !framework ||
    framework.manifest.hmr ||
    typeof framework.manifest.sri === 'object' ||
    framework.routeDiscovery.mode !== 'initial' ||
    framework.isSpaMode
  )
    return <Scripts nonce={nonce} />;
  if (hydrated) return null;
  // As `<Scripts>` does: the server then streams the loaders' data into the context script's stream.
  if (framework.renderMeta) framework.renderMeta.didRenderScripts = true;
  return (
    <>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{__html: contextScript(framework)}}
      />
      <script
        nonce={nonce}
        type="module"
        async
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: bootstrapScript(
            framework,
            matches.map((match) => match.id),
          ),
        }}
      />
    </>
  );
}

/** The server's hand-off and the stream its deferred data arrives on, as `<Scripts>` writes them. */
function contextScript({serverHandoffString}: FrameworkContext) {
  if (!serverHandoffString) return ' ';
  return `window.__reactRouterContext = ${serverHandoffString};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`;
}

/**
 * After the first frame (the frame's requestAnimationFrame, then a task): preload every module the page
 * needs, import the route manifest and each matched route's chunks, publish them where React Router's
 * client entry looks for them, then import the entry.
 */
function bootstrapScript({manifest}: FrameworkContext, routeIds: string[]) {
  const routes = routeIds.map((id) => {
    const route = manifest.routes[id];
    if (!route) throw new Error(`Route ${id} not found in the manifest`);
    return {
      id,
      chunks: [
        route.clientActionModule,
        route.clientLoaderModule,
        route.clientMiddlewareModule,
        route.hydrateFallbackModule,
        route.module,
      ].filter((href): href is string => Boolean(href)),
      imports: route.imports ?? [],
    };
  });
  const preloads = [
    ...new Set([
      manifest.entry.module,
      ...manifest.entry.imports,
      manifest.url,
      ...routes.flatMap((route) => [...route.chunks, ...route.imports]),
    ]),
  ];
  return `await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
for (const href of ${inlineJson(preloads)}) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link); }
await import(${inlineJson(manifest.url)});
const routes = ${inlineJson(routes.map(({id, chunks}) => ({id, chunks})))};
const modules = await Promise.all(routes.map(({chunks}) => Promise.all(chunks.map((href) => import(href)))));
window.__reactRouterRouteModules = Object.fromEntries(routes.map(({id}, index) => [id, Object.assign({}, ...modules[index])]));
import(${inlineJson(manifest.entry.module)});`;
}
