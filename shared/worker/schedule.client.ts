/**
 * Deferred start-up for non-essential work such as the asset cache (docs/requirements.md, gum: behaviour, constants: "waits 3 s or
 * starts on first interaction"). Waiting keeps the work off the first paint; an interaction means
 * the visitor is staying, so there is no reason to wait any longer.
 */

export const DEFAULT_START_DELAY_MS = 3000;
export const START_INTERACTION_EVENTS = [
  'pointerdown',
  'keydown',
  'scroll',
  'touchstart',
] as const;

export interface ListenerTargetLike {
  addEventListener(
    type: string,
    listener: () => void,
    options?: AddEventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: () => void,
    options?: EventListenerOptions,
  ): void;
}

export interface ScheduleOptions {
  delayMs?: number;
  /** Defaults to `window`; tests pass a fake. */
  target?: ListenerTargetLike;
}

/**
 * Runs `fn` once, after `delayMs` or on the first interaction, whichever comes first.
 * Returns a cancel function (safe to call at any time, any number of times), so it can be returned
 * from a React effect as its cleanup.
 */
export function scheduleAfterDelayOrInteraction(
  fn: () => void,
  {
    delayMs = DEFAULT_START_DELAY_MS,
    target = globalThis.window,
  }: ScheduleOptions = {},
): () => void {
  let done = false;
  // Capture so scrolls inside scrollable elements (which do not bubble) count too; passive so a
  // listener on touchstart/scroll never delays scrolling.
  const listenerOptions = {capture: true, passive: true} as const;
  const cancel = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    for (const type of START_INTERACTION_EVENTS)
      target?.removeEventListener(type, run, listenerOptions);
  };
  function run() {
    if (done) return;
    cancel();
    fn();
  }
  const timer = setTimeout(run, delayMs);
  for (const type of START_INTERACTION_EVENTS)
    target?.addEventListener(type, run, listenerOptions);
  return cancel;
}
