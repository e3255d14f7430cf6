/**
 * Engagement timing (docs/requirements.md, gum: behaviour, constants): events at 20, 30, 60 and 90 s of the page being visible
 * (time in a background tab does not count), and a page view reported once the shopper has stayed
 * 2 s (a bounce through a page is not a view). Pure: the document and timers are passed in.
 */

export const ENGAGEMENT_THRESHOLDS_S = [20, 30, 60, 90] as const;
export const PAGE_VIEW_DELAY_MS = 2000;

export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) =>
    clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Calls `onThreshold(seconds)` once for each threshold as visible time reaches it. Returns a stop
 * function (call it when the page changes).
 */
export function trackVisibleTime(
  onThreshold: (seconds: number) => void,
  {
    doc,
    clock = realClock,
    thresholds = ENGAGEMENT_THRESHOLDS_S,
  }: {doc: VisibilitySource; clock?: Clock; thresholds?: readonly number[]},
): () => void {
  const pending = [...thresholds].sort((a, b) => a - b);
  let visibleMs = 0;
  let visibleSince: number | null = null;
  let timer: unknown = null;

  const schedule = () => {
    if (timer !== null || visibleSince === null || !pending.length) return;
    const elapsed = visibleMs + (clock.now() - visibleSince);
    timer = clock.setTimeout(fire, Math.max(0, pending[0]! * 1000 - elapsed));
  };
  function fire() {
    timer = null;
    const elapsed =
      visibleMs + (visibleSince === null ? 0 : clock.now() - visibleSince);
    while (pending.length && pending[0]! * 1000 <= elapsed)
      onThreshold(pending.shift()!);
    schedule();
  }
  const pause = () => {
    if (visibleSince !== null) visibleMs += clock.now() - visibleSince;
    visibleSince = null;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  const onChange = () => {
    if (doc.visibilityState === 'visible') {
      if (visibleSince === null) visibleSince = clock.now();
      schedule();
    } else {
      pause();
    }
  };

  doc.addEventListener('visibilitychange', onChange);
  onChange();
  return () => {
    pause();
    doc.removeEventListener('visibilitychange', onChange);
  };
}

/** Calls `onView()` after the delay unless stopped first (the shopper left within 2 s). */
export function reportPageViewAfterDelay(
  onView: () => void,
  {clock = realClock, delayMs = PAGE_VIEW_DELAY_MS} = {},
): () => void {
  const timer = clock.setTimeout(onView, delayMs);
  return () => clock.clearTimeout(timer);
}
