import type {ClientActionFunctionArgs} from 'react-router';
import {NOTIFY_ME_MESSAGES, type NotifyMeResult} from './constants';

/** When the request itself fails (offline, storefront down) the form says so instead of the page's error boundary. */
export async function notifyMeClientAction({
  serverAction,
}: ClientActionFunctionArgs): Promise<NotifyMeResult> {
  try {
    return (await serverAction()) as NotifyMeResult;
  } catch {
    return {ok: false, code: 'failed', message: NOTIFY_ME_MESSAGES.failed};
  }
}
