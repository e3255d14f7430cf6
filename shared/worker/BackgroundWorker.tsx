import {useEffect} from 'react';
import {startBackgroundWorker} from './start.client';
import {scheduleAfterDelayOrInteraction} from './schedule.client';

/**
 * Registers the storefront's background worker and warms its asset cache once the page has settled: after 3 s
 * or on the shopper's first interaction, whichever comes first, so it never competes with the
 * first paint. Render once in the root layout.
 */
export function BackgroundWorker({script}: {script: string}) {
  useEffect(() => scheduleAfterDelayOrInteraction(() => void startBackgroundWorker(script)), [script]);
  return null;
}
