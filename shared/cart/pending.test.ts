import {describe, expect, it} from 'vitest';
import {
  applyPending,
  isSending,
  nextToSend,
  NO_PENDING_LINES,
  OPTIMISTIC_LINE_PREFIX,
  pendingAddsReducer,
  pendingLinesReducer,
  type LayerLine,
  type PendingAdd,
  type PendingLines,
  type PendingLinesAction,
} from './pending';

const A = 'gid://shopify/CartLine/a';
const B = 'gid://shopify/CartLine/b';
const line = (
  id: string,
  quantity: number,
  variant = `${id}-v`,
): LayerLine => ({
  id,
  quantity,
  merchandise: {id: variant},
});

function run(...actions: PendingLinesAction[]): PendingLines {
  return actions.reduce(pendingLinesReducer, NO_PENDING_LINES);
}

/** What a line shows with the layer over the server's `lines`. */
function shown(
  state: PendingLines,
  lines: LayerLine[],
  settling = false,
  adds: PendingAdd[] = [],
  addsInFlight = new Set<string>(),
) {
  return applyPending(lines, {
    adds,
    quantities: state.lines,
    settling,
    addsInFlight,
  }).map((l) => [l.id, l.quantity]);
}

const tap = (lineId: string, shown: number, next: number) =>
  ({type: 'tap', lineId, shown, next}) as const;

describe('the pending layer: line quantities', () => {
  it('counts two taps made before a render as two, from the newest wanted quantity', () => {
    // Both taps' handlers saw the line at 1.
    const state = run(tap(A, 1, 2), tap(A, 1, 2));
    expect(state.lines[A]!.wanted).toBe(3);
    expect(shown(state, [line(A, 1)])).toEqual([[A, 3]]);
  });

  it('sends one change at a time, and then the newest wanted quantity, not every tap', () => {
    let state = run(tap(A, 1, 2), tap(A, 1, 2));
    expect(nextToSend(state)).toEqual({lineId: A, quantity: 3});
    state = pendingLinesReducer(state, {
      type: 'sent',
      lineId: A,
      quantity: 3,
      before: undefined,
    });
    state = [tap(A, 3, 4), tap(A, 3, 4)].reduce(pendingLinesReducer, state);
    // Nothing goes while one change is on its way (two updates could land out of order) ...
    expect(nextToSend(state)).toBeNull();
    expect(isSending(state)).toBe(true);
    state = pendingLinesReducer(state, {type: 'answered', kept: true});
    // ... then the newest wanted quantity, once.
    expect(nextToSend(state)).toEqual({lineId: A, quantity: 5});
  });

  it('a tap while a change is on its way is sent after its answer, whatever the answer was', () => {
    for (const kept of [true, false]) {
      const state = run(
        tap(A, 1, 2),
        {type: 'sent', lineId: A, quantity: 2, before: undefined},
        tap(A, 2, 3),
        {type: 'answered', kept},
      );
      expect(state.inFlight).toBeNull();
      expect(nextToSend(state)).toEqual({lineId: A, quantity: 3});
      expect(shown(state, [line(A, 1)])).toEqual([[A, 3]]);
    }
  });

  it('a change whose request was aborted before its answer is sent again, still shown as wanted', () => {
    let state = run(
      tap(A, 3, 4),
      {type: 'sent', lineId: A, quantity: 4, before: undefined},
      {type: 'returned'},
    );
    expect(state.inFlight?.returned).toBe(true);
    state = pendingLinesReducer(state, {type: 'interrupted'});
    expect(state.inFlight).toBeNull();
    expect(nextToSend(state)).toEqual({lineId: A, quantity: 4});
    expect(shown(state, [line(A, 3)])).toEqual([[A, 4]]);
    // A tap that came meanwhile: its newer quantity is what goes.
    state = run(
      tap(A, 3, 4),
      {type: 'sent', lineId: A, quantity: 4, before: undefined},
      tap(A, 4, 5),
      {type: 'interrupted'},
    );
    expect(nextToSend(state)).toEqual({lineId: A, quantity: 5});
  });

  it('a refused change goes at its answer: the line shows the server quantity again', () => {
    const state = run(tap(A, 2, 0), {
      type: 'sent',
      lineId: A,
      quantity: 0,
      before: undefined,
    });
    // Removed on screen while the server has not answered ...
    expect(shown(state, [line(A, 2), line(B, 1)])).toEqual([[B, 1]]);
    expect(isSending(state)).toBe(true);
    // ... and back when the store refuses it (an outage, a proxy's 500).
    const refused = pendingLinesReducer(state, {type: 'answered', kept: false});
    expect(refused.lines).toEqual({});
    expect(isSending(refused)).toBe(false);
    expect(shown(refused, [line(A, 2), line(B, 1)])).toEqual([
      [A, 2],
      [B, 1],
    ]);
  });

  it('a kept change shows until the server cart after its answer is here, then the server quantity', () => {
    const state = run(
      tap(A, 1, 2),
      {type: 'sent', lineId: A, quantity: 2, before: undefined},
      {type: 'answered', kept: true},
    );
    expect(isSending(state)).toBe(false);
    expect(nextToSend(state)).toBeNull();
    // The fetcher is idle and the old cart is still on screen while the new one is on its way.
    expect(shown(state, [line(A, 1)], true)).toEqual([[A, 2]]);
    // The new cart is here: its quantity (which may be lower: stock) is what shows.
    expect(shown(state, [line(A, 2)], false)).toEqual([[A, 2]]);
    expect(shown(state, [line(A, 1)], false)).toEqual([[A, 1]]);
    expect(pendingLinesReducer(state, {type: 'settled'}).lines).toEqual({});
  });

  it('a tap landing the moment the server cart is painted is counted from it and kept (issue 21 item 12)', () => {
    const answered = run(
      tap(A, 1, 2),
      {type: 'sent', lineId: A, quantity: 2, before: undefined},
      {type: 'answered', kept: true},
    );
    // The server cart says 2, the answered change is no longer drawn; + is tapped before 'settled' runs.
    const tapped = pendingLinesReducer(answered, tap(A, 2, 3));
    const settled = pendingLinesReducer(tapped, {type: 'settled'});
    expect(settled.lines[A]).toEqual({wanted: 3, sent: null, answered: false});
    expect(shown(settled, [line(A, 2)])).toEqual([[A, 3]]);
    expect(nextToSend(settled)).toEqual({lineId: A, quantity: 3});
    // The other order ('settled' first) ends the same.
    expect(
      pendingLinesReducer(
        pendingLinesReducer(answered, {type: 'settled'}),
        tap(A, 2, 3),
      ),
    ).toEqual(settled);
  });

  it('after the stock cut a kept change, a tap counts from the server quantity and is sent even if it equals the old ask', () => {
    const answered = run(
      tap(A, 4, 5),
      {type: 'sent', lineId: A, quantity: 5, before: undefined},
      {type: 'answered', kept: true},
    );
    // The server kept 4 (a warning); the shopper taps + again.
    const state = pendingLinesReducer(answered, tap(A, 4, 5));
    expect(nextToSend(state)).toEqual({lineId: A, quantity: 5});
  });

  it('minus on 1 and Remove ask for 0, which hides the line', () => {
    expect(run(tap(A, 3, 0)).lines[A]!.wanted).toBe(0);
    expect(run(tap(A, 1, 0)).lines[A]!.wanted).toBe(0);
    expect(run(tap(A, 1, 0), tap(A, 1, 0)).lines[A]!.wanted).toBe(0);
    expect(shown(run(tap(A, 1, 0)), [line(A, 1)])).toEqual([]);
  });

  it('an answer with nothing on its way, and a send while one is, change nothing', () => {
    const idle = run({type: 'answered', kept: true});
    expect(idle).toBe(NO_PENDING_LINES);
    const flying = run(tap(A, 1, 2), tap(B, 1, 2), {
      type: 'sent',
      lineId: A,
      quantity: 2,
      before: undefined,
    });
    expect(
      pendingLinesReducer(flying, {
        type: 'sent',
        lineId: B,
        quantity: 2,
        before: undefined,
      }),
    ).toBe(flying);
  });
});

describe('the pending layer: adds', () => {
  const variant = {id: 'gid://shopify/ProductVariant/9'};
  const start = (key: number, quantity = 1) =>
    pendingAddsReducer([], {type: 'start', add: {key, variant, quantity}});

  it('draws a new line first, with Hydrogen optimistic id, before the router runs the add', () => {
    const adds = start(1);
    expect(shown(NO_PENDING_LINES, [line(A, 1)], false, adds)).toEqual([
      [`${OPTIMISTIC_LINE_PREFIX}${variant.id}`, 1],
      [A, 1],
    ]);
  });

  it('adds to the line of the same variant', () => {
    expect(
      shown(NO_PENDING_LINES, [line(A, 2, variant.id)], false, start(1, 1)),
    ).toEqual([[A, 3]]);
  });

  it('leaves an add the router is running to Hydrogen optimistic cart (never counted twice)', () => {
    expect(
      shown(
        NO_PENDING_LINES,
        [line(A, 3, variant.id)],
        false,
        start(1),
        new Set([variant.id]),
      ),
    ).toEqual([[A, 3]]);
  });

  it('a kept add shows until the server cart after it is here; a refused one goes at its answer', () => {
    const kept = pendingAddsReducer(start(1), {
      type: 'answered',
      key: 1,
      kept: true,
    });
    expect(shown(NO_PENDING_LINES, [], true, kept)).toHaveLength(1);
    expect(
      shown(NO_PENDING_LINES, [line(A, 1, variant.id)], false, kept),
    ).toEqual([[A, 1]]);
    expect(pendingAddsReducer(kept, {type: 'settled'})).toEqual([]);

    const refused = pendingAddsReducer(start(1), {
      type: 'answered',
      key: 1,
      kept: false,
    });
    expect(refused).toEqual([]);
  });

  it('settling keeps adds that have no answer yet', () => {
    const adds = pendingAddsReducer(
      pendingAddsReducer(start(1), {
        type: 'start',
        add: {key: 2, variant: {id: 'other'}, quantity: 1},
      }),
      {type: 'answered', key: 1, kept: true},
    );
    expect(
      pendingAddsReducer(adds, {type: 'settled'}).map((add) => add.key),
    ).toEqual([2]);
    const none = start(3);
    expect(pendingAddsReducer(none, {type: 'settled'})).toBe(none);
  });
});
