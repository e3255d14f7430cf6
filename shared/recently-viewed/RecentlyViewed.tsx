import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {useNonce} from '@shopify/hydrogen';
import {
  clearViewed,
  readViewed,
  recordViewed,
  RECENTLY_VIEWED_MAX,
  reserveScript,
} from './storage';
import type {RecentlyViewedLabels} from './types';

const Strip = lazy(() => import('./RecentlyViewedStrip'));
// Before paint on the client; the server has nothing to read (localStorage).
const useClientLayoutEffect =
  typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * "Recently viewed": up to eight products this browser viewed, newest first, never `current` (the
 * product on this page, which is recorded here). The server renders an empty section; the strip,
 * its own chunk, is drawn after hydration with fresh prices from `endpoint`, into space the inline
 * script kept before the first paint (storage.ts). `productPath` makes a handle's link.
 */
export function RecentlyViewed({
  current = null,
  labels,
  endpoint,
  productPath,
}: {
  current?: string | null;
  labels: RecentlyViewedLabels;
  endpoint: string;
  productPath: (handle: string) => string;
}) {
  const nonce = useNonce();
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const [handles, setHandles] = useState<string[]>([]);

  useClientLayoutEffect(() => {
    setHandles(
      readViewed()
        .filter((handle) => handle !== current)
        .slice(0, RECENTLY_VIEWED_MAX),
    );
    if (current) recordViewed(current);
  }, [current]);

  function release() {
    // Nothing to show after all: give back the space the inline script kept.
    section.current?.removeAttribute('data-reserved');
    setHandles([]);
  }

  return (
    <>
      <section
        ref={section}
        className="recently-viewed"
        aria-labelledby={handles.length ? `${id}-title` : undefined}
        data-testid="recently-viewed"
        data-filled={handles.length ? '' : undefined}
        suppressHydrationWarning
      >
        {handles.length ? (
          <Suspense fallback={null}>
            <Strip
              titleId={`${id}-title`}
              handles={handles}
              labels={labels}
              endpoint={endpoint}
              productPath={productPath}
              onEmpty={release}
              onClear={() => {
                clearViewed();
                release();
              }}
            />
          </Suspense>
        ) : null}
      </section>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{__html: reserveScript(current)}}
      />
    </>
  );
}
