/**
 * The cart a cart body shows (decision 148): the server cart from the root loader (Hydrogen's cart cookie
 * is the truth), Hydrogen's optimistic cart over it, and the one pending layer (../pending.ts) over that.
 * Grooming keeps the last server cart 60 s in localStorage (its spec's cart cache): the server cart's
 * value until the root's arrives, not a layer.
 */
import {CartForm, useOptimisticCart} from '@shopify/hydrogen';
import {useEffect, useMemo, useState} from 'react';
import {useFetchers, useRouteLoaderData} from 'react-router';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {clearCache, readCache, writeCache} from '../cache';
import {applyPending, type PendingLine} from '../pending';
import {useAddingLines} from './context';

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
   * resolved yet): `cart` is still the one before, so the pending layer keeps drawing answered changes.
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
  // A value (a cart page's loader) is the cart at once: a render with the one before would flash it.
  if (source !== undefined && !isPromise(source))
    return {cart: source, unavailable: false, settling: false};
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

/**
 * The displayed cart (decision 148): Hydrogen's optimistic cart (the cart forms the router is running)
 * over the server cart, and the pending layer (../pending.ts) over that: the adds from the drawer context
 * and the body's line quantities (`quantities`, from useLineQuantities). `settling` (ServerCartState)
 * keeps answered changes drawn until the cart after them is here; then they go.
 */
export function useDisplayedCart(
  serverCart: DrawerCart | null | undefined,
  quantities: Readonly<Record<string, PendingLine>>,
  settling = false,
) {
  const optimistic = useOptimisticCart(serverCart ?? null) as
    (DrawerCart & {isOptimistic?: boolean}) | null;
  const addingLines = useAddingLines();
  const adds = addingLines?.adding;
  const settle = addingLines?.settle;
  useEffect(() => {
    if (!settling) settle?.();
  }, [settling, adds, settle]);
  const fetchers = useFetchers();
  return useMemo(() => {
    const cart = optimistic?.lines ? optimistic : null;
    const lines = applyPending(cart?.lines.nodes ?? [], {
      adds: adds ?? [],
      quantities,
      settling,
      addsInFlight: adds?.length ? addsInFlight(fetchers) : new Set<string>(),
    });
    const totalQuantity = lines.reduce((sum, line) => sum + line.quantity, 0);
    return {cart, lines, totalQuantity};
  }, [optimistic, adds, quantities, settling, fetchers]);
}

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
