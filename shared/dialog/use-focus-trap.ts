import {useEffect, type RefObject} from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// What Tab can reach: a level hidden by `visibility` or `aria-hidden` (a sliding sub-menu) keeps its boxes,
// and counting its links as the last stop let focus leave the dialog from the real last one.
function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      !el.closest('[inert], [hidden], [aria-hidden="true"]') &&
      el.getClientRects().length > 0 &&
      !/^(hidden|collapse)$/.test(getComputedStyle(el).visibility),
  );
}

/**
 * While `active`: Tab and Shift+Tab cycle inside `container`, Escape calls `onEscape`, focus moves
 * in (to `initialFocus` or the first focusable) and goes back to the previously focused element after.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!active) return;
    const root = container.current;
    if (!root) return;
    const previous = document.activeElement as HTMLElement | null;
    // Focus moves in once the opening frame is drawn: focusing in the opening task forced the style and
    // layout of the whole page there, and the frame then laid it out again for the scroll lock (decision 90).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const first = initialFocus?.current ?? focusables(root)[0] ?? root;
        first.focus({preventScroll: true});
      });
    });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      if (!items.length) {
        event.preventDefault();
        return;
      }
      const head = items[0]!;
      const tail = items[items.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === head || !root.contains(current))) {
        event.preventDefault();
        tail.focus();
      } else if (
        !event.shiftKey &&
        (current === tail || !root.contains(current))
      ) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
      if (previous && document.contains(previous))
        previous.focus({preventScroll: true});
    };
    // onEscape is read at key time through the latest closure only when `active` toggles.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}

/** Locks page scroll while `locked` (overlays and drawers). */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const {overflow, paddingRight} = document.body.style;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = 'hidden';
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
    return () => {
      document.body.style.overflow = overflow;
      document.body.style.paddingRight = paddingRight;
    };
  }, [locked]);
}
