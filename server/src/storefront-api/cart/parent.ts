/**
 * The Cart object as the schema wants it, every non-null field filled, built from the priced cart.
 * Fields with arguments (`lines`, `attribute`, `metafields`) are the Cart and CartLine resolvers of
 * resolvers/cart.ts; they read the hidden `_lines` / `attributes` of this object.
 *
 * The customer a cart belongs to (`buyerIdentity.customer`, and the email/phone taken from that
 * customer) is shown only to a caller that presents that customer's access token: `@inContext(buyer:
 * {customerAccessToken:})` on the operation, or the token given in this very mutation's buyer identity.
 */
import {priceCart} from '../../pricing/cart.ts';
import {
  findCustomerByAccessToken,
  findCustomerById,
} from '../../data/customers.ts';
import {emptyConnection} from '../connection.ts';
import type {ApiContext} from '../context.ts';
import {money} from '../money.ts';
import {customerParent} from '../objects/customers.ts';
import {variantParent} from '../objects/products.ts';
import {cartGid, checkoutUrl, lineGid} from './ids.ts';

export type {Attribute} from '../../data/carts.ts';

/** The cart's customer when the caller has shown that customer's access token (see above). */
function visibleCustomer(
  ctx: ApiContext,
  customerId: number | null | undefined,
  presentedCustomerId?: number | null,
) {
  if (!customerId) return null;
  const shown =
    presentedCustomerId === customerId ||
    (ctx.buyerAccessToken
      ? findCustomerByAccessToken(ctx.db, ctx.shop.id, ctx.buyerAccessToken)
          ?.id === customerId
      : false);
  return shown ? findCustomerById(ctx.db, ctx.shop.id, customerId) : null;
}

/** `presentedCustomerId`: the customer whose access token this mutation's input carried. */
export function cartParent(
  ctx: ApiContext,
  cartId: string,
  presentedCustomerId?: number | null,
) {
  const priced = priceCart(ctx.db, cartId, ctx.locale);
  if (!priced) return null;
  const {cart} = priced;
  const currency = ctx.shop.currency;
  const applied = priced.applied;
  const discountApplication = applied?.discount
    ? {
        allocationMethod: 'ACROSS',
        targetSelection: applied.discount.productIds.length
          ? 'ENTITLED'
          : 'ALL',
        targetType: 'LINE_ITEM',
        value:
          applied.discount.valueType === 'fixed_amount'
            ? {
                __typename: 'MoneyV2',
                ...money(applied.discount.value, currency),
              }
            : {
                __typename: 'PricingPercentageValue',
                percentage: applied.discount.value / 100,
              },
      }
    : null;
  const codeAllocation = (paise: number) => ({
    __typename: 'CartCodeDiscountAllocation',
    code: applied!.discount!.code,
    discountedAmount: money(paise, currency),
    targetType: 'LINE_ITEM',
    discountApplication,
  });

  const lines = priced.lines.map((pl) => {
    const cost = {
      amountPerQuantity: money(pl.unitPricePaise, currency),
      compareAtAmountPerQuantity:
        pl.compareAtPaise !== null && pl.compareAtPaise > pl.unitPricePaise
          ? money(pl.compareAtPaise, currency)
          : null,
      subtotalAmount: money(pl.subtotalPaise, currency),
      totalAmount: money(pl.totalPaise, currency),
    };
    return {
      __typename: 'CartLine',
      key: pl.line.id,
      id: lineGid(cart.id, pl.line.id),
      quantity: pl.line.quantity,
      attributes: pl.line.attributes,
      cost,
      estimatedCost: {
        amount: cost.totalAmount,
        compareAtAmount: cost.compareAtAmountPerQuantity,
        subtotalAmount: cost.subtotalAmount,
        totalAmount: cost.totalAmount,
      },
      discountAllocations:
        applied && pl.discountPaise > 0
          ? [codeAllocation(pl.discountPaise)]
          : [],
      merchandise: variantParent(ctx, pl.line.merchandise.variantId),
      sellingPlanAllocation: null,
      parentRelationship: null,
      // A free-gift line comes and goes with its code; the shopper cannot change it.
      instructions: {canRemove: !pl.gift, canUpdateQuantity: !pl.gift},
    };
  });

  const subtotal = money(priced.subtotalPaise, currency);
  const total = money(priced.totalPaise, currency);
  const buyer = cart.buyerIdentity;
  const customer = visibleCustomer(ctx, buyer.customerId, presentedCustomerId);
  const countryCode =
    buyer.countryCode ??
    (ctx.country && ctx.country !== 'ZZ' ? ctx.country : 'IN');

  return {
    __typename: 'Cart',
    id: cartGid(cart),
    checkoutUrl: checkoutUrl(ctx, cart),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    totalQuantity: priced.totalQuantity,
    note: cart.note === '' ? null : cart.note,
    attributes: cart.attributes,
    buyerIdentity: {
      email: buyer.email ?? customer?.email ?? null,
      phone: buyer.phone ?? customer?.phone ?? null,
      countryCode,
      customer: customer ? customerParent(customer) : null,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    },
    discountCodes: priced.codes.map((c) => ({
      code: c.code,
      applicable: c.applied,
    })),
    discountAllocations:
      applied && priced.discountPaise > 0
        ? [codeAllocation(priced.discountPaise)]
        : [],
    appliedGiftCards: [],
    cost: {
      subtotalAmount: subtotal,
      subtotalAmountEstimated: false,
      totalAmount: total,
      totalAmountEstimated: false,
      checkoutChargeAmount: total,
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    },
    estimatedCost: {
      subtotalAmount: subtotal,
      totalAmount: total,
      checkoutChargeAmount: total,
      totalTaxAmount: null,
      totalDutyAmount: null,
    },
    delivery: {addresses: []},
    deliveryGroups: emptyConnection(),
    metafield: null,
    /** The lines in display order, for the `Cart.lines` resolver (not a schema field). */
    _lines: lines,
    /** For payload warnings (not a schema field). */
    _priced: priced,
  };
}

export type CartParent = NonNullable<ReturnType<typeof cartParent>>;
export type CartLineParent = CartParent['_lines'][number];
