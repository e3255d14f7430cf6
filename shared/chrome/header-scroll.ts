import {HEADER_SCROLL} from './constants';

export interface HeaderScrollState {
  visible: boolean;
  /** The scroll offset the last decision was made at. */
  lastY: number;
}

/**
 * Decides whether the header shows after the page scrolled to `y` (pure; see useHideOnScroll).
 * - within `nearTopPx` of the top: always shown;
 * - a change under `minDeltaPx` since the last decision: ignored (state unchanged);
 * - scrolling down past `hideAfterPx`: hidden; scrolling up: shown.
 */
export function nextHeaderState(
  previous: HeaderScrollState,
  y: number,
  limits: Pick<
    typeof HEADER_SCROLL,
    'hideAfterPx' | 'nearTopPx' | 'minDeltaPx'
  > = HEADER_SCROLL,
): HeaderScrollState {
  const offset = Math.max(0, y);
  if (offset <= limits.nearTopPx) return {visible: true, lastY: offset};
  const delta = offset - previous.lastY;
  if (Math.abs(delta) < limits.minDeltaPx) return previous;
  if (delta > 0)
    return {
      visible: offset > limits.hideAfterPx ? false : previous.visible,
      lastY: offset,
    };
  return {visible: true, lastY: offset};
}
