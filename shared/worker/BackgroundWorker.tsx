import {useEffect} from 'react';
import {scheduleAfterDelayOrInteraction} from './schedule.client';

/**
 * Registers the storefront's background worker and warms its asset cache once the page has settled: after 3 s
 * or on the shopper's first interaction, whichever comes first, so it never competes with the
 * first paint. Render once in the root layout. The registration and cache code is its own chunk, fetched
 * then: it is not among the scripts every page preloads before its first paint (decision
 * 60).
 */
export function BackgroundWorker({script}: {script: string}) {
  useEffect(
    () =>
      scheduleAfterDelayOrInteraction(() => {
        void import('./start.client').then(({startBackgroundWorker}) =>
          startBackgroundWorker(script),
        );
      }),
    [script],
  );
  return null;
}
