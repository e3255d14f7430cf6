/**
 * The Admin API's GraphQL endpoint, the part the COD app writes through (issue 39 item 5):
 * POST /admin/api/:version/graphql.json with `X-Shopify-Access-Token` (the shop's admin token, as the
 * REST admin routes, marketing/admin.ts). `order(id) { id name tags cancelledAt displayFinancialStatus }`,
 * `orderUpdate(input: {id, tags})` (the tags become exactly the list, as Shopify's) and
 * `orderCancel(orderId, reason, refund, restock, notifyCustomer, staffNote)` (a job; a second cancel of
 * the same order is an `orderCancelUserErrors` entry, as Shopify's). Only the token's shop's orders.
 */
import {buildSchema, graphql} from 'graphql';
import type {Handler, Route} from '../http/router.ts';
import {shops} from '../../../contracts/index.ts';
import {keyMatches} from '../checkout-provider/auth.ts';
import {shopSecret} from '../secrets.ts';
import {ADMIN_TOKEN_HEADER} from '../marketing/admin.ts';
import {findOrder} from '../data/orders.ts';
import {
  cancelOrderAdmin,
  findOrderAdmin,
  setOrderTags,
} from '../data/order-admin.ts';
import type {Db} from '../data/db.ts';
import {transaction} from '../data/db.ts';
import {randomBytes} from 'node:crypto';

const schema = buildSchema(`
  type Query { order(id: ID!): Order }
  type Order {
    id: ID!
    name: String!
    tags: [String!]!
    cancelledAt: String
    cancelReason: OrderCancelReason
    displayFinancialStatus: String
  }
  input OrderInput { id: ID!, tags: [String!], note: String }
  type UserError { field: [String!], message: String! }
  type OrderUpdatePayload { order: Order, userErrors: [UserError!]! }
  enum OrderCancelReason { CUSTOMER DECLINED FRAUD INVENTORY OTHER STAFF }
  type OrderCancelUserError { field: [String!], message: String!, code: String }
  type Job { id: ID!, done: Boolean! }
  type OrderCancelPayload { job: Job, orderCancelUserErrors: [OrderCancelUserError!]!, userErrors: [UserError!]! }
  type Mutation {
    orderUpdate(input: OrderInput!): OrderUpdatePayload
    orderCancel(orderId: ID!, reason: OrderCancelReason!, refund: Boolean!, restock: Boolean!, notifyCustomer: Boolean, staffNote: String): OrderCancelPayload
  }
`);

interface Ctx {
  db: Db;
  shop: string;
}

function orderOf(ctx: Ctx, gid: unknown) {
  const match = /^gid:\/\/shopify\/Order\/(\d{1,15})$/.exec(String(gid));
  return match ? findOrder(ctx.db, ctx.shop, Number(match[1])) : null;
}

function orderView(ctx: Ctx, id: number) {
  const order = findOrder(ctx.db, ctx.shop, id)!;
  const admin = findOrderAdmin(ctx.db, id);
  return {
    id: `gid://shopify/Order/${order.id}`,
    name: order.name,
    tags: admin.tags,
    cancelledAt: admin.cancelledAt,
    cancelReason: admin.cancelReason,
    displayFinancialStatus: order.financialStatus,
  };
}

const root = {
  order: (args: {id: string}, ctx: Ctx) => {
    const order = orderOf(ctx, args.id);
    return order ? orderView(ctx, order.id) : null;
  },
  orderUpdate: (args: {input: {id: string; tags?: string[]}}, ctx: Ctx) => {
    const order = orderOf(ctx, args.input.id);
    if (!order)
      return {
        order: null,
        userErrors: [{field: ['id'], message: 'Order does not exist'}],
      };
    if (args.input.tags) {
      const tags = [
        ...new Set(args.input.tags.map((t) => t.trim()).filter(Boolean)),
      ];
      if (tags.some((t) => t.length > 40) || tags.length > 250)
        return {
          order: null,
          userErrors: [
            {
              field: ['tags'],
              message: 'Tags are limited to 250, each up to 40 characters',
            },
          ],
        };
      setOrderTags(ctx.db, order.id, tags);
    }
    return {order: orderView(ctx, order.id), userErrors: []};
  },
  orderCancel: (args: {orderId: string; reason: string}, ctx: Ctx) => {
    const order = orderOf(ctx, args.orderId);
    if (!order)
      return {
        job: null,
        orderCancelUserErrors: [
          {
            field: ['orderId'],
            message: 'Order does not exist',
            code: 'NOT_FOUND',
          },
        ],
        userErrors: [],
      };
    const cancelled = transaction(ctx.db, () =>
      cancelOrderAdmin(ctx.db, order.id, args.reason, new Date().toISOString()),
    );
    return cancelled
      ? {
          job: {
            id: `gid://shopify/Job/${randomBytes(8).toString('hex')}`,
            done: true,
          },
          orderCancelUserErrors: [],
          userErrors: [],
        }
      : {
          job: null,
          orderCancelUserErrors: [
            {
              field: ['orderId'],
              message: 'Order has already been cancelled',
              code: 'ORDER_ALREADY_CANCELLED',
            },
          ],
          userErrors: [],
        };
  },
};

const adminGraphql: Handler = async (ctx) => {
  const raw = ctx.req.headers[ADMIN_TOKEN_HEADER];
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  const shop = token
    ? Object.keys(shops).find((id) =>
        keyMatches(token, shopSecret(id, 'adminApiToken')),
      )
    : undefined;
  if (!shop)
    return {
      status: 401,
      body: {
        errors:
          '[API] Invalid API key or access token (unrecognized login or wrong password)',
      },
    };
  const body = (ctx.body ?? {}) as {query?: unknown; variables?: unknown};
  if (typeof body.query !== 'string' || body.query.length > 20_000)
    return {
      status: 400,
      body: {errors: [{message: 'Parameter Missing or Invalid: query'}]},
    };
  const result = await graphql({
    schema,
    source: body.query,
    rootValue: root,
    contextValue: {db: ctx.db, shop} satisfies Ctx,
    variableValues:
      body.variables && typeof body.variables === 'object'
        ? (body.variables as Record<string, unknown>)
        : undefined,
  });
  return {body: result};
};

export const adminGraphqlRoutes: Route[] = [
  {
    method: 'POST',
    path: '/admin/api/:version/graphql.json',
    handler: adminGraphql,
    errorBody: (message) => ({errors: [{message}]}),
  },
];
