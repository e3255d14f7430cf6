import {useEffect, useRef, useState} from 'react';
import {PrefetchPageLinks, useLocation, useNavigate} from 'react-router';
import {NAV_LINK_SELECTOR} from './NavLink';

/** React Router's `prefetch="intent"` delay before prefetching a hovered or focused link. */
const INTENT_DELAY_MS = 100;

/** The menu link (NavItemLink) an event is about, when it is one the page may follow itself. */
function navLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link =
    target instanceof Element
      ? target.closest<HTMLAnchorElement>(NAV_LINK_SELECTOR)
      : null;
  if (
    !link ||
    (link.target && link.target !== '_self') ||
    link.hasAttribute('download')
  )
    return null;
  return link.origin === window.location.origin ? link : null;
}

const pathOf = (place: {pathname: string; search: string; hash: string}) =>
  `${place.pathname}${place.search}${place.hash}`;

/**
 * The one handler behind every menu link (shared/chrome/NavLink): a plain left click on one becomes
 * React Router's client navigation (replacing the history entry when it is the page shown, as `Link`
 * does), and hovering, focusing or touching one for 100 ms prefetches its page's data and modules
 * with `PrefetchPageLinks`, as `<Link prefetch="intent">` does. Modified clicks, other windows and
 * clicks a handler already took (`preventDefault`) stay the browser's; before the page is live the
 * links are ordinary links. Listens on `window`, after React's own handlers on the document.
 */
export function ClientNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  const [intent, setIntent] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      const link = navLinkOf(event.target);
      if (!link) return;
      event.preventDefault();
      const to = pathOf(link);
      void navigate(to, {replace: pathOf(here.current) === to});
    };

    let timer: ReturnType<typeof setTimeout> | undefined;
    let current: HTMLAnchorElement | null = null;
    const onIntent = (event: Event) => {
      const link = navLinkOf(event.target);
      // Moving over the link's own children does not start its delay again.
      if (!link || link === current) return;
      current = link;
      clearTimeout(timer);
      const page = `${link.pathname}${link.search}`;
      timer = setTimeout(() => setIntent(page), INTENT_DELAY_MS);
    };
    const onLeave = (event: Event) => {
      const link = navLinkOf(event.target);
      // Moving between a link and its own children is not leaving it.
      const next = (event as FocusEvent | PointerEvent).relatedTarget;
      if (!link || (next instanceof Node && link.contains(next))) return;
      current = null;
      clearTimeout(timer);
      setIntent(null);
    };

    window.addEventListener('click', onClick);
    window.addEventListener('pointerover', onIntent);
    window.addEventListener('focusin', onIntent);
    window.addEventListener('touchstart', onIntent, {passive: true});
    window.addEventListener('pointerout', onLeave);
    window.addEventListener('focusout', onLeave);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('click', onClick);
      window.removeEventListener('pointerover', onIntent);
      window.removeEventListener('focusin', onIntent);
      window.removeEventListener('touchstart', onIntent);
      window.removeEventListener('pointerout', onLeave);
      window.removeEventListener('focusout', onLeave);
    };
  }, [navigate]);

  return intent ? <PrefetchPageLinks page={intent} /> : null;
}
