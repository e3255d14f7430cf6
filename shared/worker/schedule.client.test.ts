import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  DEFAULT_START_DELAY_MS,
  START_INTERACTION_EVENTS,
  scheduleAfterDelayOrInteraction,
  type ListenerTargetLike,
} from './schedule.client';

/** An event target that records its listeners and can fire them. */
function fakeTarget() {
  const listeners = new Map<string, Set<() => void>>();
  const options: unknown[] = [];
  const target: ListenerTargetLike = {
    addEventListener(type, listener, opts) {
      options.push(opts);
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
  };
  const count = () =>
    [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
  const fire = (type: string) =>
    [...(listeners.get(type) ?? [])].forEach((listener) => listener());
  return {target, fire, count, options};
}

beforeEach(() => vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']}));
afterEach(() => vi.useRealTimers());

describe('scheduleAfterDelayOrInteraction', () => {
  it('waits 3 s for pointerdown, keydown, scroll or touchstart', () => {
    expect(DEFAULT_START_DELAY_MS).toBe(3000);
    expect([...START_INTERACTION_EVENTS]).toEqual([
      'pointerdown',
      'keydown',
      'scroll',
      'touchstart',
    ]);
  });

  it('runs once after the delay when nobody interacts, and stops listening', () => {
    const {target, fire, count} = fakeTarget();
    const fn = vi.fn();
    scheduleAfterDelayOrInteraction(fn, {target});
    expect(count()).toBe(4);
    vi.advanceTimersByTime(2999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(count()).toBe(0);
    fire('keydown');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it.each(START_INTERACTION_EVENTS)(
    'runs at once on %s, and not again after the delay',
    (type) => {
      const {target, fire, count} = fakeTarget();
      const fn = vi.fn();
      scheduleAfterDelayOrInteraction(fn, {target});
      vi.advanceTimersByTime(100);
      fire(type);
      fire('pointerdown');
      expect(fn).toHaveBeenCalledTimes(1);
      expect(count()).toBe(0);
      vi.advanceTimersByTime(5000);
      expect(fn).toHaveBeenCalledTimes(1);
    },
  );

  it('listens passively and in the capture phase (element scrolls do not bubble)', () => {
    const {target, options} = fakeTarget();
    scheduleAfterDelayOrInteraction(() => {}, {target});
    expect(options).toEqual(Array(4).fill({capture: true, passive: true}));
  });

  it('takes another delay', () => {
    const {target} = fakeTarget();
    const fn = vi.fn();
    scheduleAfterDelayOrInteraction(fn, {target, delayMs: 500});
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, and cancelling twice is harmless', () => {
    const {target, fire, count} = fakeTarget();
    const fn = vi.fn();
    const cancel = scheduleAfterDelayOrInteraction(fn, {target});
    cancel();
    cancel();
    expect(count()).toBe(0);
    fire('scroll');
    vi.advanceTimersByTime(10_000);
    expect(fn).not.toHaveBeenCalled();
  });

  it('still runs on the timer where there is no window (tests, workers)', () => {
    const fn = vi.fn();
    scheduleAfterDelayOrInteraction(fn, {target: undefined});
    vi.advanceTimersByTime(3000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
