import {describe, expect, it} from 'vitest';
import {
  ENGAGEMENT_THRESHOLDS_S,
  reportPageViewAfterDelay,
  trackVisibleTime,
  type Clock,
  type VisibilitySource,
} from './engagement';

/** A hand-driven clock and document: time only moves when the test says so. */
function fakes(initial: DocumentVisibilityState = 'visible') {
  let now = 0;
  let timers: {at: number; fn: () => void; id: number}[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: initial,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  } as VisibilitySource & {visibilityState: DocumentVisibilityState};
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.push({at: now + ms, fn, id});
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = timers
        .filter((t) => t.at <= end)
        .sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      now = due.at;
      due.fn();
    }
    now = end;
  };
  const setVisibility = (state: DocumentVisibilityState) => {
    (doc as {visibilityState: DocumentVisibilityState}).visibilityState = state;
    listeners.forEach((l) => l());
  };
  return {doc, clock, advance, setVisibility, listeners};
}

describe('trackVisibleTime', () => {
  it('fires at 20, 30, 60 and 90 s of visibility, once each', () => {
    const {doc, clock, advance} = fakes();
    const fired: number[] = [];
    trackVisibleTime((s) => fired.push(s), {doc, clock});
    advance(19_999);
    expect(fired).toEqual([]);
    advance(1);
    expect(fired).toEqual([20]);
    advance(70_000);
    expect(fired).toEqual([...ENGAGEMENT_THRESHOLDS_S]);
    advance(600_000);
    expect(fired).toEqual([20, 30, 60, 90]);
  });

  it('does not count time in a background tab', () => {
    const {doc, clock, advance, setVisibility} = fakes();
    const fired: number[] = [];
    trackVisibleTime((s) => fired.push(s), {doc, clock});
    advance(15_000);
    setVisibility('hidden');
    advance(60_000);
    expect(fired).toEqual([]);
    setVisibility('visible');
    advance(4_999);
    expect(fired).toEqual([]);
    advance(1);
    expect(fired).toEqual([20]);
  });

  it('starts counting only when a page opened in the background is shown', () => {
    const {doc, clock, advance, setVisibility} = fakes('hidden');
    const fired: number[] = [];
    trackVisibleTime((s) => fired.push(s), {doc, clock});
    advance(100_000);
    expect(fired).toEqual([]);
    setVisibility('visible');
    advance(20_000);
    expect(fired).toEqual([20]);
  });

  it('stops when told (the shopper moved to another page) and lets go of the document', () => {
    const {doc, clock, advance, listeners} = fakes();
    const fired: number[] = [];
    const stop = trackVisibleTime((s) => fired.push(s), {doc, clock});
    advance(10_000);
    stop();
    advance(100_000);
    expect(fired).toEqual([]);
    expect(listeners.size).toBe(0);
  });
});

describe('reportPageViewAfterDelay', () => {
  it('reports after 2 s, not before', () => {
    const {clock, advance} = fakes();
    let views = 0;
    reportPageViewAfterDelay(() => views++, {clock});
    advance(1_999);
    expect(views).toBe(0);
    advance(1);
    expect(views).toBe(1);
  });

  it('does not report a page left within 2 s', () => {
    const {clock, advance} = fakes();
    let views = 0;
    const stop = reportPageViewAfterDelay(() => views++, {clock});
    advance(1_500);
    stop();
    advance(5_000);
    expect(views).toBe(0);
  });
});
