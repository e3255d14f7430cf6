import {describe, expect, it} from 'vitest';
import {nextHeaderState} from './header-scroll';
import {HEADER_SCROLL} from './constants';

const shown = (lastY: number) => ({visible: true, lastY});
const hidden = (lastY: number) => ({visible: false, lastY});

describe('nextHeaderState', () => {
  it('uses the spec limits', () => {
    expect(HEADER_SCROLL).toEqual({
      hideAfterPx: 100,
      nearTopPx: 10,
      minDeltaPx: 5,
      throttleMs: 10,
    });
  });

  it('hides when scrolling down past 100px', () => {
    expect(nextHeaderState(shown(90), 120)).toEqual(hidden(120));
    expect(nextHeaderState(shown(0), 101)).toEqual(hidden(101));
  });

  it('keeps showing while scrolling down above 100px', () => {
    expect(nextHeaderState(shown(20), 60)).toEqual(shown(60));
    expect(nextHeaderState(shown(60), 100)).toEqual(shown(100));
  });

  it('shows again on any real scroll up', () => {
    expect(nextHeaderState(hidden(800), 790)).toEqual(shown(790));
    expect(nextHeaderState(hidden(800), 400)).toEqual(shown(400));
  });

  it('ignores changes under 5px in either direction', () => {
    const state = hidden(500);
    expect(nextHeaderState(state, 504)).toBe(state);
    expect(nextHeaderState(state, 496)).toBe(state);
    expect(nextHeaderState(shown(500), 505)).toEqual(hidden(505));
  });

  it('always shows within 10px of the top, even from a hidden state or with a small change', () => {
    expect(nextHeaderState(hidden(12), 10)).toEqual(shown(10));
    expect(nextHeaderState(hidden(300), 0)).toEqual(shown(0));
    expect(nextHeaderState(hidden(3), -40)).toEqual(shown(0));
  });

  it('stays hidden while continuing down', () => {
    expect(nextHeaderState(hidden(300), 600)).toEqual(hidden(600));
  });
});
