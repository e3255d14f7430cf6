import {useEffect, useRef} from 'react';
import {useLocation} from 'react-router';
import {useTrack} from './events';
import {reportPageViewAfterDelay, trackVisibleTime} from './engagement';

/**
 * Per page (path): `page_view` once the shopper has stayed 2 s, and `engagement` {seconds} at 20,
 * 30, 60 and 90 s of visible time. Render once in the root layout, inside Analytics.Provider.
 */
export function EngagementEvents() {
  // Hydrogen hands out a new `publish` when consent or the cart changes; the clocks must not restart then.
  const latestTrack = useTrack();
  const track = useRef(latestTrack);
  track.current = latestTrack;
  const {pathname} = useLocation();
  useEffect(() => {
    const stopView = reportPageViewAfterDelay(() =>
      track.current('page_view', {path: pathname}),
    );
    const stopTimer = trackVisibleTime(
      (seconds) => track.current('engagement', {seconds, path: pathname}),
      {doc: document},
    );
    return () => {
      stopView();
      stopTimer();
    };
  }, [pathname]);
  return null;
}
