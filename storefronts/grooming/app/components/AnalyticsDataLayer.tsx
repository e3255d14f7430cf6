import {useEffect} from 'react';
import {useAnalytics} from '@shopify/hydrogen';
import type {StoreEvent} from '@shared/analytics/events';

/** The store's own events (spec §7) a tag manager may act on. */
const FORWARDED: readonly StoreEvent[] = [
  'checkout_started',
  'checkout_provider_started',
  'checkout_completed',
  'newsletter_subscribed',
  'search',
  'search_results_viewed',
  'customer_logged_in',
];

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
 * Forwards the store's custom analytics events from Hydrogen's analytics bus to `window.dataLayer`
 * (the array tag managers read), as `{event: 'search', ...payload}`. Hydrogen only publishes once
 * the shopper's analytics consent is known and allows it, so nothing is pushed without consent.
 */
export function AnalyticsDataLayer() {
  const {subscribe} = useAnalytics();
  useEffect(() => {
    for (const event of FORWARDED) {
      subscribe(`custom_${event}`, (payload: unknown) => {
        const data = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
        (window.dataLayer ??= []).push({...data, event} satisfies DataLayerEntry);
      });
    }
  }, [subscribe]);
  return null;
}
