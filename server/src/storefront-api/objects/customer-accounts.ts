/**
 * The request shop's customer accounts for the customer resolvers: finders and the account writes
 * (create, password, access tokens), scoped to `ctx.shop` here so no resolver reads data/ (decision 80).
 */
import * as customers from '../../data/customers.ts';
import type {NewCustomer} from '../../data/customers.ts';
import type {ApiContext} from '../context.ts';

type Ctx = ApiContext;

export const findCustomerById = (ctx: Ctx, id: number) =>
  customers.findCustomerById(ctx.db, ctx.shop.id, id);

export const findCustomerByEmail = (ctx: Ctx, email: string) =>
  customers.findCustomerByEmail(ctx.db, ctx.shop.id, email);

export const findCustomerByAccessToken = (ctx: Ctx, token: string) =>
  customers.findCustomerByAccessToken(ctx.db, ctx.shop.id, token);

export const createCustomer = (ctx: Ctx, input: NewCustomer) =>
  customers.createCustomer(ctx.db, ctx.shop.id, input);

export const setCustomerPassword = (
  ctx: Ctx,
  customerId: number,
  passwordHash: string,
) => customers.setCustomerPassword(ctx.db, customerId, passwordHash);

export const createAccessToken = (ctx: Ctx, customerId: number) =>
  customers.createAccessToken(ctx.db, customerId);

export const renewAccessToken = (ctx: Ctx, token: string) =>
  customers.renewAccessToken(ctx.db, ctx.shop.id, token);

export const deleteAccessToken = (ctx: Ctx, token: string) =>
  customers.deleteAccessToken(ctx.db, ctx.shop.id, token);
