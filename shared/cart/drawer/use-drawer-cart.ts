/**
 * The cart the drawer shows: the server cart from the root loader (Hydrogen's cart cookie is the truth),
 * with Hydrogen's optimistic CartForm changes (useOptimisticCart) and a store's own pending quantity
 * changes laid over it. A store may cache the last server cart (60 s) for the first paint.
 */
import {CartForm, useOptimisticCart} from '@shopify/hydrogen';
import {useEffect, useMemo, useRef, useState} from 'react';
import {useFetchers, useRouteLoaderData} from 'react-router';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {clearCache, readCache, writeCache} from '../cache';
import {useAddingLines, type AddingLine} from './context';

export type DrawerCart = CartApiQueryFragment;
export type DrawerLine = DrawerCart['lines']['nodes'][number];

type MaybePromise<T> = T | Promise<T>;

function isPromise<T>(value: MaybePromise<T>): value is Promise<T> {
  return Boolean(value) && typeof (value as Promise<T>).then === 'function';
}

/** The server cart as the drawer knows it: undefined while loading; `unavailable` when it could not load. */
export interface ServerCartState {
  cart: DrawerCart | null | undefined;
  unavailable: boolean;
  /**
   * A newer cart is on its way (the root loader revalidated after a change and its cart promise has not
   * resolved yet): `cart` is still the one before. The fetcher that made the change is idle by then, so
   * Hydrogen's optimistic cart no longer shows the change either (see useDisplayedCart).
   */
  settling: boolean;
}

/**
 * Resolves the root loader's cart (a deferred promise or a value). The promise rejects when the
 * Storefront API cannot answer (shared/cart/deferred.ts): the drawer then says the cart is
 * unavailable instead of calling it empty. `cache` keeps the last cart in localStorage (60 s).
 */
export function useServerCartState(
  given?: MaybePromise<DrawerCart | null>,
  {cache = false}: {cache?: boolean} = {},
): ServerCartState {
  const root = useRouteLoaderData('root') as
    {cart?: MaybePromise<DrawerCart | null>} | undefined;
  const source = given !== undefined ? given : root?.cart;
  const [resolved, setResolved] = useState<{
    source: unknown;
    cart: DrawerCart | null;
    failed: boolean;
  } | null>(
    source !== undefined && !isPromise(source)
      ? {source, cart: source, failed: false}
      : null,
  );
  useEffect(() => {
    let live = true;
    if (source === undefined) return;
    if (!isPromise(source)) {
      setResolved({source, cart: source, failed: false});
      return;
    }
    source.then(
      (cart) =>
        live && setResolved({source, cart: cart ?? null, failed: false}),
      (error) => {
        console.error('[cart] loading the cart failed', error);
        if (live) setResolved({source, cart: null, failed: true});
      },
    );
    return () => {
      live = false;
    };
  }, [source]);
  const cart = resolved ? resolved.cart : undefined;
  const failed = resolved?.failed ?? false;
  useEffect(() => {
    if (!cache || failed) return;
    if (cart?.id && cart.lines.nodes.length) writeCache('cart', cart);
    else if (cart !== undefined) clearCache('cart');
  }, [cart, cache, failed]);
  if (resolved)
    return {
      cart: resolved.cart,
      unavailable: failed,
      settling: resolved.source !== source && isPromise(source),
    };
  return {
    cart: cache ? (readCache<DrawerCart>('cart') ?? undefined) : undefined,
    unavailable: false,
    settling: false,
  };
}

/** lineId → quantity the drawer has asked for and the server has not confirmed yet (0 = removed). */
export type PendingQuantities = Record<string, number>;

/**
 * The displayed cart: server cart + Hydrogen's optimistic CartForm lines + the drawer's pending changes.
 * While `settling` (ServerCartState) it keeps showing what it showed last: between the change's fetcher
 * going idle and the new cart arriving, the optimistic layer is gone and the server cart is the old one,
 * which would flash the quantity from before the change (decision 36).
 */
export function useDisplayedCart(
  serverCart: DrawerCart | null | undefined,
  pending: PendingQuantities,
  settling = false,
) {
  const optimistic = useWithAddingLines(
    useOptimisticCart(serverCart ?? null) as OptimisticCart | null,
  );
  const current = useDisplayed(optimistic, pending);
  const shown = useRef(current);
  useEffect(() => {
    if (!settling) shown.current = current;
  }, [settling, current]);
  return settling ? shown.current : current;
}

type OptimisticCart = DrawerCart & {isOptimistic?: boolean};

/** Merchandise ids of the CartForm adds the router is running (Hydrogen's optimistic cart shows those). */
function addsInFlight(fetchers: ReturnType<typeof useFetchers>): Set<string> {
  const ids = new Set<string>();
  for (const {formData} of fetchers) {
    if (!formData) continue;
    const {action, inputs} = CartForm.getFormInput(formData);
    if (action !== CartForm.ACTIONS.LinesAdd) continue;
    for (const line of (inputs.lines ?? []) as {merchandiseId?: string}[])
      if (line.merchandiseId) ids.add(line.merchandiseId);
  }
  return ids;
}

/**
 * Lays the lines Add to cart has just asked for (./context) over the cart, the way useOptimisticCart
 * lays a running add (same line id prefix, quantity added to a line of the same variant), until the
 * router's fetcher for it is on screen and Hydrogen's optimistic cart shows it instead.
 */
function useWithAddingLines(
  cart: OptimisticCart | null,
): OptimisticCart | null {
  const adding = useAddingLines()?.adding;
  const fetchers = useFetchers();
  return useMemo(() => {
    if (!adding?.length) return cart;
    const inFlight = addsInFlight(fetchers);
    const waiting = adding.filter((line) => !inFlight.has(line.variant.id));
    if (!waiting.length) return cart;
    const next = (
      cart?.lines ? structuredClone(cart) : {lines: {nodes: []}}
    ) as OptimisticCart;
    for (const add of waiting) addLine(next.lines.nodes, add);
    next.isOptimistic = true;
    return next;
  }, [cart, adding, fetchers]);
}

function addLine(lines: DrawerLine[], {variant, quantity}: AddingLine) {
  const same = lines.find((line) => line.merchandise.id === variant.id);
  if (same) {
    same.quantity += quantity;
    return;
  }
  lines.unshift({
    id: `${OPTIMISTIC_LINE_PREFIX}${variant.id}`,
    quantity,
    merchandise: variant,
  } as unknown as DrawerLine);
}

/** Hydrogen's id prefix for a line its optimistic cart added (the server has not given it an id yet). */
export const OPTIMISTIC_LINE_PREFIX = '__h_pending_';

function useDisplayed(
  optimistic: OptimisticCart | null,
  pending: PendingQuantities,
) {
  return useMemo(() => {
    const base = optimistic?.lines ? optimistic : null;
    const nodes = (base?.lines.nodes ?? [])
      .map((line) =>
        line.id in pending ? {...line, quantity: pending[line.id]} : line,
      )
      .filter((line) => line.quantity > 0);
    const totalQuantity = nodes.reduce((sum, line) => sum + line.quantity, 0);
    return {cart: base, lines: nodes as DrawerLine[], totalQuantity};
  }, [optimistic, pending]);
}

/** Changes whenever lines, quantities or codes change (offers and coupon are refreshed then). */
export function cartSignature(cart: DrawerCart | null | undefined): string {
  if (!cart) return '';
  const lines = cart.lines.nodes
    .map((l) => `${l.merchandise.id}:${l.quantity}`)
    .join(',');
  const codes = (cart.discountCodes ?? [])
    .map((c) => c.code.toLowerCase())
    .join(',');
  return `${cart.id}|${lines}|${codes}`;
}
