/**
 * Customer, Order and MailingAddress objects of the legacy customer accounts, built from the data
 * layer's rows. Fields with arguments or extra reads are the Customer / Order / MailingAddress
 * resolvers of resolvers/customer.ts, which call the functions below with the hidden `_customer` /
 * `_order` of these objects. Cart views show the cart's customer with `customerParent`; the customer resolver map
 * answers with both. Connections page through the one Relay pagination (connection.ts).
 */
import type {Customer} from '../../data/customers.ts';
import {findMerchandise} from '../../data/carts.ts';
import {findDiscountByCode} from '../../data/discounts.ts';
import {
  countOrdersForCustomer,
  listOrdersForCustomer,
  type Order,
  type OrderSortKey,
  type ShippingAddress,
} from '../../data/orders.ts';
import {
  connectionFromArray,
  mapConnection,
  type PageArgs,
} from '../connection.ts';
import type {ApiContext} from '../context.ts';
import {toGid} from '../ids.ts';
import {orderPerkApplications} from '../loyalty.ts';
import {money} from '../money.ts';
import {variantParent} from './products.ts';
export type ListArgs = PageArgs & {reverse?: boolean | null};

/** The list in the order asked for (`reverse`), before paging. */
function inOrder<T>(items: readonly T[], args: ListArgs): readonly T[] {
  return args.reverse ? [...items].reverse() : items;
}

const COUNTRY_CODE_RE = /^[A-Z]{2}$/;

function addressParent(id: string, a: ShippingAddress) {
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ') || null;
  const countryCode =
    a.countryCode && COUNTRY_CODE_RE.test(a.countryCode) ? a.countryCode : null;
  const area = [a.city, a.province].filter(Boolean).join(', ');
  return {
    __typename: 'MailingAddress',
    id,
    address1: a.address1 ?? null,
    address2: a.address2 ?? null,
    city: a.city ?? null,
    company: a.company ?? null,
    country: a.country ?? (countryCode === 'IN' ? 'India' : null),
    countryCode,
    countryCodeV2: countryCode,
    firstName: a.firstName ?? null,
    lastName: a.lastName ?? null,
    name,
    phone: a.phone ?? null,
    province: a.province ?? null,
    provinceCode: a.provinceCode ?? null,
    zip: a.zip ?? null,
    latitude: null,
    longitude: null,
    formattedArea: area || null,
  };
}

export type AddressParent = ReturnType<typeof addressParent>;

/** MailingAddress.formatted: the address as lines, optionally with the name and the company. */
export function formattedAddress(
  address: AddressParent,
  args: {withName?: boolean; withCompany?: boolean},
): string[] {
  return [
    args?.withName ? address.name : null,
    args?.withCompany !== false ? address.company : null,
    address.address1,
    address.address2,
    [address.city, address.province, address.zip].filter(Boolean).join(' '),
    address.country ?? address.countryCode,
  ].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  );
}

function orderAddressId(order: Order): string {
  return `${toGid('MailingAddress', order.id)}?model_name=CustomerAddress`;
}

export function orderParent(ctx: ApiContext, order: Order) {
  const currency = order.currency;
  const discount = order.discountCode
    ? findDiscountByCode(ctx.db, order.shop, order.discountCode)
    : null;
  const application = order.discountCode
    ? {
        __typename: 'DiscountCodeApplication',
        code: order.discountCode,
        applicable: true,
        allocationMethod: 'ACROSS',
        targetSelection:
          discount && discount.productIds.length ? 'ENTITLED' : 'ALL',
        targetType: 'LINE_ITEM',
        value:
          discount?.valueType === 'percentage' ||
          discount?.valueType === 'free_gift'
            ? {
                __typename: 'PricingPercentageValue',
                percentage: discount.value / 100,
              }
            : {
                __typename: 'MoneyV2',
                ...money(discount?.value ?? order.discountPaise, currency),
              },
      }
    : null;
  const lineItems = order.lines.map((line) => {
    const merchandise =
      line.variantId !== null
        ? findMerchandise(ctx.db, order.shop, line.variantId, ctx.locale)
        : null;
    const original = line.pricePaise * line.quantity;
    return {
      __typename: 'OrderLineItem',
      key: line.id,
      // In the request's language when the shop has the product's translation (decision 105).
      title:
        merchandise &&
        ctx.locale.toLowerCase() !== ctx.shop.primaryLocale.toLowerCase()
          ? merchandise.productTitle
          : line.title,
      quantity: line.quantity,
      currentQuantity: line.quantity,
      customAttributes: [],
      originalTotalPrice: money(original, currency),
      discountedTotalPrice: money(original - line.discountPaise, currency),
      discountAllocations:
        application && line.discountPaise > 0
          ? [
              {
                allocatedAmount: money(line.discountPaise, currency),
                discountApplication: application,
              },
            ]
          : [],
      variant: merchandise ? variantParent(ctx, merchandise.variantId) : null,
    };
  });
  const total = money(order.totalPaise, currency);
  const subtotal = money(order.subtotalPaise - order.discountPaise, currency);
  const shipping = money(order.shippingPaise, currency);
  const zero = money(0, currency);
  const shippingAddress = addressParent(
    orderAddressId(order),
    order.shippingAddress,
  );
  return {
    __typename: 'Order',
    id: toGid('Order', order.id),
    name: order.name,
    orderNumber: order.number,
    processedAt: order.processedAt,
    email: order.email,
    phone: order.phone,
    currencyCode: currency,
    customerLocale: null,
    customerUrl: null,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    canceledAt: null,
    cancelReason: null,
    edited: false,
    customAttributes: [],
    totalPrice: total,
    totalPriceV2: total,
    currentTotalPrice: total,
    originalTotalPrice: total,
    subtotalPrice: subtotal,
    subtotalPriceV2: subtotal,
    currentSubtotalPrice: subtotal,
    totalShippingPrice: shipping,
    totalShippingPriceV2: shipping,
    currentTotalShippingPrice: shipping,
    totalTax: zero,
    totalTaxV2: zero,
    currentTotalTax: zero,
    currentTotalDuties: null,
    originalTotalDuties: null,
    totalRefunded: zero,
    totalRefundedV2: zero,
    billingAddress: null,
    shippingAddress,
    shippingDiscountAllocations: [],
    successfulFulfillments: [],
    statusUrl: `${ctx.origin.replace(/\/$/, '')}/account/orders/${order.id}`,
    metafield: null,
    /** For the Order resolvers (not schema fields). */
    _order: order,
    _lineItems: lineItems,
    _codeApplication: application,
  };
}

export type OrderParent = ReturnType<typeof orderParent>;

export function orderLineItems(view: OrderParent, args: ListArgs) {
  return connectionFromArray(
    inOrder(view._lineItems, args),
    args,
    (item) => item.key,
  );
}

/** The code's application, then the prepaid and coin discounts (read only when asked for). */
export function orderDiscountApplications(
  ctx: ApiContext,
  view: OrderParent,
  args: ListArgs,
) {
  const list = [
    ...(view._codeApplication ? [view._codeApplication] : []),
    ...orderPerkApplications(ctx, view._order),
  ];
  return connectionFromArray(inOrder(list, args), args, (a) => a.code);
}

const ORDER_SORT_KEYS = new Set([
  'ID',
  'PROCESSED_AT',
  'TOTAL_PRICE',
  'RELEVANCE',
]);

export function customerParent(customer: Customer) {
  const displayName =
    [customer.firstName, customer.lastName].filter(Boolean).join(' ') ||
    customer.email;
  return {
    __typename: 'Customer',
    id: toGid('Customer', customer.id),
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName,
    email: customer.email,
    phone: customer.phone,
    acceptsMarketing: customer.acceptsMarketing,
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
    avatarUrl: null,
    socialLoginProvider: null,
    tags: [],
    /** For the Customer resolvers (not a schema field). */
    _customer: customer,
  };
}

export type CustomerParent = ReturnType<typeof customerParent>;

export function customerNumberOfOrders(
  ctx: ApiContext,
  customer: Customer,
): string {
  return String(countOrdersForCustomer(ctx.db, ctx.shop.id, customer.id));
}

// Shopify keeps the addresses a customer ordered to; we derive them from orders, newest first.
export function customerDefaultAddress(ctx: ApiContext, customer: Customer) {
  const latest = listOrdersForCustomer(ctx.db, ctx.shop.id, customer.id).at(-1);
  return latest
    ? addressParent(orderAddressId(latest), latest.shippingAddress)
    : null;
}

export function customerAddresses(
  ctx: ApiContext,
  customer: Customer,
  args: ListArgs,
) {
  const seen = new Set<string>();
  const list = listOrdersForCustomer(ctx.db, ctx.shop.id, customer.id)
    .reverse()
    .filter((o) => {
      const key = JSON.stringify(o.shippingAddress);
      if (seen.has(key) || key === '{}') return false;
      seen.add(key);
      return true;
    })
    .map((o) => addressParent(orderAddressId(o), o.shippingAddress));
  return connectionFromArray(inOrder(list, args), args, (a) => a.id);
}

export function customerOrders(
  ctx: ApiContext,
  customer: Customer,
  args: ListArgs & {sortKey?: string; query?: string | null},
) {
  const sortKey = (
    ORDER_SORT_KEYS.has(args?.sortKey ?? '') ? args.sortKey : 'ID'
  ) as OrderSortKey;
  const list = listOrdersForCustomer(ctx.db, ctx.shop.id, customer.id, sortKey);
  const page = mapConnection(
    connectionFromArray(inOrder(list, args), args, (o) => o.id),
    (o) => orderParent(ctx, o),
  );
  return {...page, totalCount: String(list.length)};
}
