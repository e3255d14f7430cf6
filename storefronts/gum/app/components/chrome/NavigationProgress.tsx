import {useEffect, useRef, useState} from 'react';
import {useLocation, useNavigation} from 'react-router';
import {isInternalPathChange} from './navigation-triggers';

/**
 * A thin bar at the top of the page while the shopper moves to another page. It shows on an
 * internal link click to a different path, on `beforeunload` and on back/forward (`popstate`), and
 * while React Router is loading another path; it hides when the location's path changes.
 * Style it with `.nav-progress` (see the `data-state` attribute); it is `aria-hidden` and the
 * busy state is announced through `aria-busy` on the bar's role=progressbar for assistive tech.
 */
export function NavigationProgress({label = 'Loading'}: {label?: string}) {
  const navigation = useNavigation();
  const location = useLocation();
  const [triggered, setTriggered] = useState(false);
  const lastPath = useRef(location.pathname);

  // Hide when the path changes.
  useEffect(() => {
    if (lastPath.current !== location.pathname) {
      lastPath.current = location.pathname;
      setTriggered(false);
    }
  }, [location.pathname]);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = (event.target as Element | null)?.closest?.(
        'a[href]',
      ) as HTMLAnchorElement | null;
      if (!anchor) return;
      if (
        isInternalPathChange(
          {
            href: anchor.href,
            target: anchor.getAttribute('target'),
            hasDownload: anchor.hasAttribute('download'),
          },
          window.location,
          event,
        )
      ) {
        setTriggered(true);
      }
    }
    const show = () => setTriggered(true);
    // Capture phase: React Router's <Link> calls preventDefault on its own clicks, so the
    // bubble phase would see every internal link as already handled.
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', show);
    window.addEventListener('popstate', show);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', show);
      window.removeEventListener('popstate', show);
    };
  }, []);

  // A trigger that did not change the path (a back step that only changed the query, a cancelled
  // unload) must not leave the bar on for good.
  useEffect(() => {
    if (
      navigation.state === 'idle' &&
      triggered &&
      lastPath.current === location.pathname
    ) {
      const timer = window.setTimeout(() => setTriggered(false), 10_000);
      return () => window.clearTimeout(timer);
    }
  }, [navigation.state, triggered, location.pathname]);

  const loadingOtherPath =
    navigation.state !== 'idle' &&
    navigation.location &&
    navigation.location.pathname !== location.pathname;
  const visible = triggered || Boolean(loadingOtherPath);

  return (
    <div
      className="nav-progress"
      data-state={visible ? 'loading' : 'idle'}
      role="progressbar"
      aria-label={label}
      aria-busy={visible}
      aria-hidden={!visible}
      hidden={!visible}
    >
      <span className="nav-progress__bar" />
    </div>
  );
}
