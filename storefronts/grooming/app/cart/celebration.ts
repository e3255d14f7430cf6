/**
 * When the drawer celebrates a count (docs/requirements.md, grooming: behaviour): confetti the first time
 * the drawer is open with items, and once for each rise of the item count while it is open. A coupon
 * applied celebrates on its own (./offers/use-coupon).
 *
 * The count is the confirmed one: the server cart's totalQuantity as the drawer last received it, never
 * the displayed count. The displayed count also carries the drawer's pending quantities and Hydrogen's
 * optimistic lines, and those hand over to the server cart in separate renders (the router commits a
 * revalidation in a transition, after the drawer's own state updates), so it can go 1 → 2 → 1 → 2 for a
 * single +: celebrating every rendered rise drew confetti twice for it, and once for a minus
 * (decision 97).
 */
import {useEffect, useRef} from 'react';
import {playConfetti} from './confetti';

/** What the drawer remembers between confirmed counts. */
export interface CelebrationState {
  /** Whether the drawer has celebrated being open with items. */
  celebrated: boolean;
  /** The last confirmed count (open or closed); null while unknown (loading, unavailable). */
  lastCount: number | null;
}

export const NO_CELEBRATION: CelebrationState = {
  celebrated: false,
  lastCount: null,
};

/**
 * One step: the drawer is (not) open and its confirmed count is `count` (null: unknown). Says whether to
 * play confetti now. A rise while closed is not celebrated later; an unknown count in between (the cart
 * could not load) is no rise from 0.
 */
export function celebrationStep(
  state: CelebrationState,
  {isOpen, count}: {isOpen: boolean; count: number | null},
): {state: CelebrationState; play: boolean} {
  const previous = state.lastCount;
  const next = {...state, lastCount: count};
  if (!isOpen || !count) return {state: next, play: false};
  if (!state.celebrated)
    return {state: {...next, celebrated: true}, play: true};
  return {state: next, play: previous !== null && count > previous};
}

/** Plays confetti per celebrationStep whenever the drawer opens or closes or its confirmed count changes. */
export function useCountCelebration(
  isOpen: boolean,
  count: number | null,
): void {
  const state = useRef(NO_CELEBRATION);
  useEffect(() => {
    const step = celebrationStep(state.current, {isOpen, count});
    state.current = step.state;
    if (step.play) playConfetti();
  }, [isOpen, count]);
}
