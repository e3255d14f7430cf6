import {useEffect, useRef, useState} from 'react';
import {HEADER_SCROLL} from './constants';
import {nextHeaderState, type HeaderScrollState} from './header-scroll';

/**
 * Whether the header should show: hidden while scrolling down past 100px, shown on scroll up and
 * near the top. Scroll events are throttled (10ms, trailing call kept) and decided by nextHeaderState.
 * `paused` (e.g. a menu is open) keeps it visible. `listening` turns true once scroll events are
 * handled (after hydration). `enabled: false` (a store whose header always shows) listens to nothing.
 */
export function useHideOnScroll(
  paused = false,
  enabled = true,
): {visible: boolean; listening: boolean} {
  const [visible, setVisible] = useState(true);
  const [listening, setListening] = useState(false);
  const state = useRef<HeaderScrollState>({visible: true, lastY: 0});

  useEffect(() => {
    if (!enabled) return;
    if (paused) {
      state.current = {visible: true, lastY: window.scrollY};
      setVisible(true);
      return;
    }
    state.current = {visible: state.current.visible, lastY: window.scrollY};
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const decide = () => {
      last = Date.now();
      timer = undefined;
      const next = nextHeaderState(state.current, window.scrollY);
      if (next === state.current) return;
      state.current = next;
      setVisible(next.visible);
    };
    const onScroll = () => {
      const wait = HEADER_SCROLL.throttleMs - (Date.now() - last);
      if (wait <= 0) decide();
      else timer ??= setTimeout(decide, wait);
    };

    window.addEventListener('scroll', onScroll, {passive: true});
    setListening(true);
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, [paused, enabled]);

  return {visible, listening};
}
