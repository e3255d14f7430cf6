import {describe, expect, it} from 'vitest';
import type {DrawerCart} from '@shared/cart/drawer/use-drawer-cart';
import {
  pendingOver,
  withoutReplaced,
  type PendingChanges,
} from './pending-quantities';

// Server carts are compared by identity: each refresh of the root loader resolves a new object.
const before = {id: 'gid://shopify/Cart/1', totalQuantity: 1} as DrawerCart;
const after = {id: 'gid://shopify/Cart/1', totalQuantity: 2} as DrawerCart;

describe('pending quantities of the grooming drawer (decision 19)', () => {
  it('lays an asked quantity over the cart while its request is on its way, whatever the server cart', () => {
    const changes: PendingChanges = {line: {quantity: 2, answered: false}};
    expect(pendingOver(changes, before)).toEqual({line: 2});
    expect(pendingOver(changes, after)).toEqual({line: 2});
  });

  it('keeps an answered quantity while the old cart is still shown, and drops it for the refreshed cart', () => {
    // The answer came while `before` was on screen: the refreshed cart has not been rendered yet.
    const changes: PendingChanges = {
      line: {quantity: 2, answered: true, over: before},
    };
    expect(pendingOver(changes, before)).toEqual({line: 2});
    expect(pendingOver(changes, after)).toEqual({});
  });

  it('forgets answered changes a newer cart replaced and keeps the rest (same object when nothing goes)', () => {
    const changes: PendingChanges = {
      done: {quantity: 0, answered: true, over: before},
      sending: {quantity: 3, answered: false},
    };
    expect(withoutReplaced(changes, before)).toBe(changes);
    expect(withoutReplaced(changes, after)).toEqual({
      sending: {quantity: 3, answered: false},
    });
  });
});
