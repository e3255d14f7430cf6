import {describe, expect, it} from 'vitest';
import {
  celebrationStep,
  NO_CELEBRATION,
  type CelebrationState,
} from './celebration';

type Step = {isOpen: boolean; count: number | null};

/** Runs the steps in order from a fresh drawer; returns the indexes of the steps that played confetti. */
function played(steps: Step[]): number[] {
  let state: CelebrationState = NO_CELEBRATION;
  const plays: number[] = [];
  steps.forEach((step, index) => {
    const result = celebrationStep(state, step);
    state = result.state;
    if (result.play) plays.push(index);
  });
  return plays;
}

describe('drawer confetti on the confirmed count (docs/requirements.md, grooming: behaviour)', () => {
  it('celebrates the first open with items once, also when the items arrive after the drawer opened', () => {
    // Closed with an unknown cart, then empty; opened by an add whose cart arrives a moment later.
    expect(
      played([
        {isOpen: false, count: null},
        {isOpen: false, count: 0},
        {isOpen: true, count: 0},
        {isOpen: true, count: 1},
      ]),
    ).toEqual([3]);
    // Opened from the header with items already in the cart; closing and opening again is no new first open.
    expect(
      played([
        {isOpen: false, count: 2},
        {isOpen: true, count: 2},
        {isOpen: false, count: 2},
        {isOpen: true, count: 2},
      ]),
    ).toEqual([1]);
  });

  it('celebrates each rise while open once, and no fall or unchanged count', () => {
    const open = (count: number) => ({isOpen: true, count});
    expect(
      played([open(1), open(2), open(2), open(1), open(3), open(0), open(1)]),
    ).toEqual([0, 1, 4, 6]);
  });

  it('does not celebrate later a rise that happened while the drawer was closed', () => {
    expect(
      played([
        {isOpen: true, count: 1},
        {isOpen: false, count: 1},
        {isOpen: false, count: 3},
        {isOpen: true, count: 3},
      ]),
    ).toEqual([0]);
  });

  it('takes a count that could not be known (cart unavailable) as no rise when it is known again', () => {
    expect(
      played([
        {isOpen: true, count: 2},
        {isOpen: true, count: null},
        {isOpen: true, count: 2},
      ]),
    ).toEqual([0]);
  });

  it('is told only confirmed counts: one + is one step 1 → 2, however the displayed count flickered', () => {
    // The displayed count of one + went 1 → 2 → 1 → 2 (the race this fixes); the server cart went 1 → 2.
    expect(
      played([
        {isOpen: true, count: 1},
        {isOpen: true, count: 2},
      ]),
    ).toEqual([0, 1]);
  });
});
