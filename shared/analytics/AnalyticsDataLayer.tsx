import {useEffect} from 'react';
import {useAnalytics} from '@shopify/hydrogen';
import type {StoreEvent} from './events';

export interface DataLayerEntry {
  event: StoreEvent;
  [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Forwards the given custom analytics events from Hydrogen's analytics bus to `window.dataLayer`
 * (the array tag managers read), as `{event: 'search', ...payload}`. Hydrogen only publishes once
 * the shopper's analytics consent is known and allows it, so nothing is pushed without consent.
 */
export function AnalyticsDataLayer({events}: {events: readonly StoreEvent[]}) {
  const {subscribe} = useAnalytics();
  useEffect(() => {
    for (const event of events) {
      subscribe(`custom_${event}`, (payload: unknown) => {
        const data =
          payload && typeof payload === 'object'
            ? (payload as Record<string, unknown>)
            : {};
        (window.dataLayer ??= []).push({
          ...data,
          event,
        } satisfies DataLayerEntry);
      });
    }
  }, [subscribe, events]);
  return null;
}
