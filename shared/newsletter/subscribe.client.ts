import type {ClientActionFunctionArgs} from 'react-router';
import {NEWSLETTER_MESSAGES, type NewsletterResult} from './constants';

/**
 * Client side of the newsletter resource route: when the request itself fails (offline, server
 * down) the form gets 'Failed to subscribe. Please try again.' instead of the page's error boundary.
 */
export async function newsletterClientAction({
  serverAction,
}: ClientActionFunctionArgs): Promise<NewsletterResult> {
  try {
    return (await serverAction()) as NewsletterResult;
  } catch (error) {
    console.error('[newsletter] request failed', error);
    return {ok: false, error: NEWSLETTER_MESSAGES.network};
  }
}
