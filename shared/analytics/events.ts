import {useAnalytics} from '@shopify/hydrogen';
import {useCallback} from 'react';

/**
 * The custom events both stores record (docs/requirements.md, grooming: calls, docs/requirements.md, gum: behaviour). They go through Hydrogen's
 * analytics bus as `custom_<name>`, so any subscriber (Shopify, a pixel, a tag manager) can listen.
 */
export type StoreEvent =
  | 'checkout_started'
  | 'checkout_provider_started'
  | 'checkout_completed'
  | 'newsletter_subscribed'
  | 'search'
  | 'search_results_viewed'
  | 'customer_logged_in'
  | 'engagement'
  | 'page_view';

export function useTrack() {
  const {publish} = useAnalytics();
  return useCallback(
    (event: StoreEvent, data: Record<string, unknown> = {}) => {
      publish(`custom_${event}`, data);
    },
    [publish],
  );
}
