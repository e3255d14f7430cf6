import {useEffect, useRef} from 'react';
import {useToast} from '../toast/toast-context';
import {isCartOutage} from './outage';

/**
 * Toasts `message` when this CartForm fetcher's action answered with the outage body (the backend
 * could not be reached). A failed action does not revalidate the page, so it stays as it was.
 * (React Router drops finished fetchers from useFetchers(), so each form's fetcher is watched here.)
 */
export function useCartOutageToast(
  fetcher: {state: string; data?: unknown},
  message: string,
) {
  const toast = useToast();
  const wasBusy = useRef(false);
  useEffect(() => {
    if (fetcher.state !== 'idle') {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    if (isCartOutage(fetcher.data)) toast.show(message, {tone: 'error'});
  }, [fetcher.state, fetcher.data, toast, message]);
}
