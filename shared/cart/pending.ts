/**
 * The cart's one pending layer (decision 148): what the shopper has asked for and the server cart on
 * screen does not show yet, laid over Hydrogen's optimistic cart (`useOptimisticCart`, which shows the
 * cart forms the router is running). Two kinds of change: an add (Add to cart, the upsell), drawn in the
 * click's own render, and a line's quantity (a tap; 0 removes the line), queued so that one change is in
 * flight at a time. One rule for both: a change shows until its answer is in and then, if it was kept,
 * until the server cart that follows the answer is on screen (`settling` false); a refused change goes at
 * its answer. Pure: the hooks (use-line-quantities.ts, drawer/context.tsx, drawer/use-drawer-cart.ts)
 * hold the state and feed in the router's facts.
 */

/** Hydrogen's id prefix for a line its optimistic cart added (the server has not given it an id yet). */
export const OPTIMISTIC_LINE_PREFIX = '__h_pending_';

/** A change waiting for its answer (`answered` false), or kept by the server and waiting for its cart. */
interface Pending {
  answered: boolean;
}

/** An add the shopper has just asked for: the variant as the page has it (Hydrogen's `selectedVariant`). */
export interface PendingAdd extends Pending {
  key: number;
  variant: {id: string};
  quantity: number;
}

/** A line's quantity as the shopper asked for it last. */
export interface PendingLine extends Pending {
  wanted: number;
  /** The quantity last sent for this line and not yet answered or superseded (null: none). */
  sent: number | null;
}

/** Line quantities (lineId → change) and the one change on its way. */
export interface PendingLines {
  lines: Record<string, PendingLine>;
  /** `before`: the fetcher's answer when it was sent, so a new answer is told from the old one. */
  inFlight: {
    lineId: string;
    quantity: number;
    before: unknown;
    /** The submission's promise has settled: an idle fetcher still holding `before` was interrupted. */
    returned?: boolean;
  } | null;
}

export const NO_PENDING_LINES: PendingLines = {lines: {}, inFlight: null};

/** Whether a change is still drawn: not answered yet, or kept and the server cart after it not here yet. */
export function isShown(change: Pending, settling: boolean): boolean {
  return !change.answered || settling;
}

export type PendingLinesAction =
  /** A tap asked `line` (shown at `shown`) for `next` (0: remove). */
  | {type: 'tap'; lineId: string; shown: number; next: number}
  | {type: 'sent'; lineId: string; quantity: number; before: unknown}
  /** The answer to the change in flight: kept (the server cart will show it) or refused. */
  | {type: 'answered'; kept: boolean}
  /** The submission of the change in flight has settled (with an answer, or aborted without one). */
  | {type: 'returned'}
  /**
   * The change in flight ended without an answer (its request was aborted): it is sent again, which is
   * safe since a line change sets an absolute quantity.
   */
  | {type: 'interrupted'}
  /** The server cart after every answer is on screen: answered changes go. */
  | {type: 'settled'};

export function pendingLinesReducer(
  state: PendingLines,
  action: PendingLinesAction,
): PendingLines {
  switch (action.type) {
    case 'tap': {
      const current = state.lines[action.lineId];
      // Taps count from the newest wanted quantity (two taps between renders are two); an answered
      // change is on screen as the shown quantity (or the server's, which may be lower: stock).
      const from = current && !current.answered ? current.wanted : action.shown;
      const wanted =
        action.next === 0 ? 0 : Math.max(0, from + action.next - action.shown);
      return {
        ...state,
        lines: {
          ...state.lines,
          [action.lineId]: {
            wanted,
            sent: current && !current.answered ? current.sent : null,
            answered: false,
          },
        },
      };
    }
    case 'sent': {
      const current = state.lines[action.lineId];
      if (!current || state.inFlight) return state;
      return {
        lines: {
          ...state.lines,
          [action.lineId]: {...current, sent: action.quantity},
        },
        inFlight: {
          lineId: action.lineId,
          quantity: action.quantity,
          before: action.before,
        },
      };
    }
    case 'answered': {
      const flight = state.inFlight;
      if (!flight) return state;
      const current = state.lines[flight.lineId];
      const lines = {...state.lines};
      // A tap asked for another quantity meanwhile: that one is sent next, whatever this answer was.
      if (current && current.wanted === flight.quantity) {
        if (action.kept) lines[flight.lineId] = {...current, answered: true};
        else delete lines[flight.lineId];
      }
      return {lines, inFlight: null};
    }
    case 'returned':
      return state.inFlight
        ? {...state, inFlight: {...state.inFlight, returned: true}}
        : state;
    case 'interrupted': {
      const flight = state.inFlight;
      if (!flight) return state;
      const current = state.lines[flight.lineId];
      const lines = {...state.lines};
      if (current && current.sent === flight.quantity)
        lines[flight.lineId] = {...current, sent: null};
      return {lines, inFlight: null};
    }
    case 'settled': {
      const answered = Object.keys(state.lines).filter(
        (lineId) => state.lines[lineId]!.answered,
      );
      if (!answered.length) return state;
      const lines = {...state.lines};
      for (const lineId of answered) delete lines[lineId];
      return {...state, lines};
    }
  }
}

/** The change to send now: none while one is on its way, else the first line whose wanted quantity is unsent. */
export function nextToSend(
  state: PendingLines,
): {lineId: string; quantity: number} | null {
  if (state.inFlight) return null;
  for (const [lineId, line] of Object.entries(state.lines))
    if (!line.answered && line.sent !== line.wanted)
      return {lineId, quantity: line.wanted};
  return null;
}

/** A change is waiting to be sent or on its way. */
export function isSending(state: PendingLines): boolean {
  return state.inFlight !== null || nextToSend(state) !== null;
}

export type PendingAddsAction =
  | {type: 'start'; add: Omit<PendingAdd, 'answered'>}
  /** The add's answer: kept (shown until the server cart after it) or refused (gone now). */
  | {type: 'answered'; key: number; kept: boolean}
  | {type: 'settled'};

export function pendingAddsReducer(
  state: PendingAdd[],
  action: PendingAddsAction,
): PendingAdd[] {
  switch (action.type) {
    case 'start':
      return [...state, {...action.add, answered: false}];
    case 'answered':
      return action.kept
        ? state.map((add) =>
            add.key === action.key ? {...add, answered: true} : add,
          )
        : state.filter((add) => add.key !== action.key);
    case 'settled':
      return state.some((add) => add.answered)
        ? state.filter((add) => !add.answered)
        : state;
  }
}

/** The fields of a cart line the layer reads and writes. */
export interface LayerLine {
  id: string;
  quantity: number;
  merchandise: {id: string};
}

/**
 * The lines to show: `lines` (Hydrogen's optimistic cart) with the pending adds and quantities laid over
 * them. An add the router is running (`addsInFlight`, by variant id) is already in `lines`; an add of a
 * variant the cart has adds to that line's quantity, else it is a new line first, with Hydrogen's
 * optimistic id. Lines at 0 are gone.
 */
export function applyPending<Line extends LayerLine>(
  lines: readonly Line[],
  {
    adds,
    quantities,
    settling,
    addsInFlight,
  }: {
    adds: readonly PendingAdd[];
    quantities: Readonly<Record<string, PendingLine>>;
    settling: boolean;
    addsInFlight: ReadonlySet<string>;
  },
): Line[] {
  let shown = lines.map((line) => {
    const pending = quantities[line.id];
    return pending && isShown(pending, settling)
      ? {...line, quantity: pending.wanted}
      : line;
  });
  for (const add of adds) {
    if (!isShown(add, settling) || addsInFlight.has(add.variant.id)) continue;
    if (shown.some((line) => line.merchandise.id === add.variant.id))
      shown = shown.map((line) =>
        line.merchandise.id === add.variant.id
          ? {...line, quantity: line.quantity + add.quantity}
          : line,
      );
    else
      shown = [
        {
          id: `${OPTIMISTIC_LINE_PREFIX}${add.variant.id}`,
          quantity: add.quantity,
          merchandise: add.variant,
        } as unknown as Line,
        ...shown,
      ];
  }
  return shown.filter((line) => line.quantity > 0);
}
