/**
 * The cart the drawer shows: the server cart from the root loader (Hydrogen's cart cookie is the truth),
 * with Hydrogen's optimistic CartForm changes (useOptimisticCart) and the drawer's own pending
 * quantity changes laid over it. The last server cart is cached 60 s for the first paint.
 */
import {useOptimisticCart} from '@shopify/hydrogen';
import {useEffect, useMemo, useState} from 'react';
import {useRouteLoaderData} from 'react-router';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {clearCache, readCache, writeCache} from './cache';

export type DrawerCart = CartApiQueryFragment;
export type DrawerLine = DrawerCart['lines']['nodes'][number];

type MaybePromise<T> = T | Promise<T>;

function isPromise<T>(value: MaybePromise<T>): value is Promise<T> {
  return Boolean(value) && typeof (value as Promise<T>).then === 'function';
}

/** Resolves the root loader's cart (a deferred promise or a value). undefined while unknown. */
export function useServerCart(given?: MaybePromise<DrawerCart | null>): DrawerCart | null | undefined {
  const root = useRouteLoaderData('root') as {cart?: MaybePromise<DrawerCart | null>} | undefined;
  const source = given !== undefined ? given : root?.cart;
  const [resolved, setResolved] = useState<{source: unknown; cart: DrawerCart | null} | null>(
    source !== undefined && !isPromise(source) ? {source, cart: source} : null,
  );
  useEffect(() => {
    let live = true;
    if (source === undefined) return;
    if (!isPromise(source)) {
      setResolved({source, cart: source});
      return;
    }
    source.then(
      (cart) => live && setResolved({source, cart: cart ?? null}),
      (error) => {
        console.error('[cart] loading the cart failed', error);
        if (live) setResolved({source, cart: null});
      },
    );
    return () => {
      live = false;
    };
  }, [source]);
  const cart = resolved ? resolved.cart : undefined;
  useEffect(() => {
    if (cart?.id && cart.lines.nodes.length) writeCache('cart', cart);
    else if (cart !== undefined) clearCache('cart');
  }, [cart]);
  if (resolved) return resolved.cart;
  return readCache<DrawerCart>('cart') ?? undefined;
}

/** lineId → quantity the drawer has asked for and the server has not confirmed yet (0 = removed). */
export type PendingQuantities = Record<string, number>;

/** The displayed cart: server cart + Hydrogen's optimistic CartForm lines + the drawer's pending changes. */
export function useDisplayedCart(serverCart: DrawerCart | null | undefined, pending: PendingQuantities) {
  const optimistic = useOptimisticCart(serverCart ?? null) as (DrawerCart & {isOptimistic?: boolean}) | null;
  return useMemo(() => {
    const base = optimistic?.lines ? optimistic : null;
    const nodes = (base?.lines.nodes ?? [])
      .map((line) => (line.id in pending ? {...line, quantity: pending[line.id]} : line))
      .filter((line) => line.quantity > 0);
    const totalQuantity = nodes.reduce((sum, line) => sum + line.quantity, 0);
    return {cart: base, lines: nodes as DrawerLine[], totalQuantity};
  }, [optimistic, pending]);
}

/** Changes whenever lines, quantities or codes change (offers and coupon are refreshed then). */
export function cartSignature(cart: DrawerCart | null | undefined): string {
  if (!cart) return '';
  const lines = cart.lines.nodes.map((l) => `${l.merchandise.id}:${l.quantity}`).join(',');
  const codes = (cart.discountCodes ?? []).map((c) => c.code.toLowerCase()).join(',');
  return `${cart.id}|${lines}|${codes}`;
}
