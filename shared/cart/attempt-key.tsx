import {useEffect, useRef, useState} from 'react';
import {isCartOutage} from './outage';

/** The form field that names one attempt of a cart change (shared/cart/server/command.ts reads it). */
export const ATTEMPT_KEY_FIELD = 'attemptKey';
export const ATTEMPT_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function newAttemptKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/**
 * A hidden field with this form's attempt key (issue 21 item 10). The key stays while the last answer
 * was an outage (the change may still be applied later by a backend that was frozen), so the shopper's
 * retry is the same attempt and is applied once (decision 72); any other answer starts a new attempt. Made after
 * hydration, so server and client render the same form.
 */
export function AttemptKeyInput({
  fetcher,
}: {
  fetcher: {state: string; data?: unknown};
}) {
  const [key, setKey] = useState<string | null>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (fetcher.state !== 'idle') {
      wasBusy.current = true;
      return;
    }
    if (key !== null && !wasBusy.current) return;
    const outage = wasBusy.current && isCartOutage(fetcher.data);
    wasBusy.current = false;
    if (!outage) setKey(newAttemptKey());
  }, [fetcher.state, fetcher.data, key]);
  return key ? (
    <input type="hidden" name={ATTEMPT_KEY_FIELD} value={key} />
  ) : null;
}
