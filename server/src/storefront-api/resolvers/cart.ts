/**
 * The Storefront API cart, keyed by schema type: cart(id), the cart mutations Hydrogen's cart handler
 * sends, and the Cart / CartLine fields that take arguments. Each concern lives in `../cart/`: ids and
 * the key check (ids.ts), input validation (validation.ts), stock rules (stock.ts), the Cart object
 * (parent.ts), the mutation payload (payload.ts) and one module per mutation (mutations/).
 */
import type {IResolvers} from '@graphql-tools/utils';
import {
  cartParent,
  type Attribute,
  type CartLineParent,
  type CartParent,
} from '../cart/parent.ts';
import {connectionFromArray, type PageArgs} from '../connection.ts';
import type {ApiContext} from '../context.ts';
import {resolveCart} from '../cart/ids.ts';
import {cartAttributesUpdate} from '../cart/mutations/cart-attributes-update.ts';
import {cartBuyerIdentityUpdate} from '../cart/mutations/cart-buyer-identity-update.ts';
import {cartCreate} from '../cart/mutations/cart-create.ts';
import {cartDiscountCodesUpdate} from '../cart/mutations/cart-discount-codes-update.ts';
import {
  cartGiftCardCodesAdd,
  cartGiftCardCodesRemove,
  cartGiftCardCodesUpdate,
} from '../cart/mutations/cart-gift-card-codes.ts';
import {cartLinesAdd} from '../cart/mutations/cart-lines-add.ts';
import {cartLinesRemove} from '../cart/mutations/cart-lines-remove.ts';
import {cartLinesUpdate} from '../cart/mutations/cart-lines-update.ts';
import {cartNoteUpdate} from '../cart/mutations/cart-note-update.ts';
import {cartSelectedDeliveryOptionsUpdate} from '../cart/mutations/cart-selected-delivery-options-update.ts';

type Mutation<A> = (ctx: ApiContext, args: A) => unknown;

/** A mutation module as a field resolver. */
const field =
  <A>(mutation: Mutation<A>) =>
  (_root: unknown, args: A, ctx: ApiContext) =>
    mutation(ctx, args);

const attributeByKey = (attributes: readonly Attribute[], key: string) =>
  attributes.find((a) => a.key === key) ?? null;

export const cartResolvers: IResolvers<unknown, ApiContext> = {
  QueryRoot: {
    cart: (_root, {id}: {id: string}, ctx: ApiContext) => {
      const cart = resolveCart(ctx, id);
      return cart ? cartParent(ctx, cart.id) : null;
    },
  },
  Mutation: {
    cartCreate: field(cartCreate),
    cartLinesAdd: field(cartLinesAdd),
    cartLinesUpdate: field(cartLinesUpdate),
    cartLinesRemove: field(cartLinesRemove),
    cartDiscountCodesUpdate: field(cartDiscountCodesUpdate),
    cartBuyerIdentityUpdate: field(cartBuyerIdentityUpdate),
    cartAttributesUpdate: field(cartAttributesUpdate),
    cartNoteUpdate: field(cartNoteUpdate),
    cartGiftCardCodesUpdate: field(cartGiftCardCodesUpdate),
    cartGiftCardCodesAdd: field(cartGiftCardCodesAdd),
    cartGiftCardCodesRemove: field(cartGiftCardCodesRemove),
    cartSelectedDeliveryOptionsUpdate: field(cartSelectedDeliveryOptionsUpdate),
  },
  Cart: {
    // Cursors carry the line id (the one Relay pagination, connection.ts).
    lines: (cart: CartParent, args: PageArgs) =>
      connectionFromArray(cart._lines, args, (line) => line.key),
    attribute: (cart: CartParent, {key}: {key: string}) =>
      attributeByKey(cart.attributes, key),
    metafields: (_cart: CartParent, args: {identifiers: unknown[]}) =>
      (args?.identifiers ?? []).map(() => null),
  },
  CartLine: {
    attribute: (line: CartLineParent, {key}: {key: string}) =>
      attributeByKey(line.attributes, key),
  },
};
