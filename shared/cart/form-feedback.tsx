/**
 * What a cart form's fetcher adds around the form (Add to cart, upsell, drawer lines): the attempt key of
 * the change and the outage toast of its answer.
 */
import {useEffect, useRef, useState} from 'react';
import {useToast} from '../toast/toast-context';
import {ATTEMPT_KEY_FIELD, isCartOutage, newAttemptKey} from './protocol';

type FetcherLike = {state: string; data?: unknown};

/**
 * A hidden field with this form's attempt key (issue 21 item 10). The key stays while the last answer
 * was an outage (the change may still be applied later by a backend that was frozen), so the shopper's
 * retry is the same attempt and is applied once (decision 72); any other answer starts a new attempt. Made after
 * hydration, so server and client render the same form.
 */
export function AttemptKeyInput({fetcher}: {fetcher: FetcherLike}) {
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

/**
 * Calls `onAnswer` with the fetcher's data each time it comes back to idle from a submission.
 * (React Router drops finished fetchers from useFetchers(), so each form's fetcher is watched here.)
 */
export function useFetcherAnswer(
  fetcher: FetcherLike,
  onAnswer: (data: unknown) => void,
) {
  const wasBusy = useRef(false);
  const callback = useRef(onAnswer);
  callback.current = onAnswer;
  useEffect(() => {
    if (fetcher.state !== 'idle') {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    callback.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}

/**
 * Toasts `message` when this CartForm fetcher's action answered with the outage body (the backend
 * could not be reached). A failed action does not revalidate the page, so it stays as it was.
 */
export function useCartOutageToast(fetcher: FetcherLike, message: string) {
  const toast = useToast();
  useFetcherAnswer(fetcher, (data) => {
    if (isCartOutage(data)) toast.show(message, {tone: 'error'});
  });
}
