/**
 * Legacy customer accounts on the Storefront API: customer(customerAccessToken), sign-up, password
 * and Multipass log-in, activation, token renew/delete, and the customer's orders.
 */
import {createHash, timingSafeEqual} from 'node:crypto';
import type {IResolvers} from '@graphql-tools/utils';
import {
  createAccessToken,
  createCustomer,
  deleteAccessToken,
  findCustomerByAccessToken,
  findCustomerByEmail,
  findCustomerById,
  renewAccessToken,
  setCustomerPassword,
} from '../objects/customer-accounts.ts';
import {hashPassword, verifyPassword} from '../../customers/passwords.ts';
import {
  loginWithMultipass,
  type MultipassFailure,
} from '../../customers/multipass.ts';
import {
  e164Phone,
  isPlaceholderEmail,
  phoneHolder,
  PHONE_TAKEN_MESSAGE,
} from '../../customers/identity.ts';
import type {ApiContext} from '../context.ts';
import {beginLoginAttempt} from '../throttle.ts';
import {numericId} from '../ids.ts';
import {
  customerAddresses,
  customerDefaultAddress,
  customerNumberOfOrders,
  customerOrders,
  customerParent,
  formattedAddress,
  orderDiscountApplications,
  orderLineItems,
  type AddressParent,
  type CustomerParent,
  type ListArgs,
  type OrderParent,
} from '../objects/customers.ts';
import {customerMetafield, type Identifier} from '../loyalty.ts';
import {orderMetafield} from '../order-delivery.ts';

type CustomerErrorCode =
  | 'ALREADY_ENABLED'
  | 'BLANK'
  | 'CUSTOMER_DISABLED'
  | 'INVALID'
  | 'INVALID_MULTIPASS_REQUEST'
  | 'NOT_FOUND'
  | 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE'
  | 'TAKEN'
  | 'TOKEN_INVALID'
  | 'TOO_LONG'
  | 'TOO_SHORT'
  | 'UNIDENTIFIED_CUSTOMER';

interface CustomerUserError {
  code: CustomerErrorCode;
  field: string[] | null;
  message: string;
}

function customerError(
  code: CustomerErrorCode,
  message: string,
  field: string[] | null,
): CustomerUserError {
  return {code, field, message};
}

/** Payloads that still carry the deprecated `userErrors` get the same errors without codes. */
function withLegacy(errors: CustomerUserError[]) {
  return {
    customerUserErrors: errors,
    userErrors: errors.map(({field, message}) => ({field, message})),
  };
}

const EMAIL_RE = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function passwordErrors(
  password: string,
  field: string[],
): CustomerUserError[] {
  if (password.length === 0)
    return [customerError('BLANK', "Password can't be blank", field)];
  if (password.length < 5)
    return [
      customerError(
        'TOO_SHORT',
        'Password is too short (minimum is 5 characters)',
        field,
      ),
    ];
  if (password.length > 40)
    return [
      customerError(
        'TOO_LONG',
        'Password is too long (maximum is 40 characters)',
        field,
      ),
    ];
  if (password.trim() !== password) {
    return [
      customerError(
        'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
        'Password cannot start or end with whitespace',
        field,
      ),
    ];
  }
  return [];
}

function tokenParent(token: {accessToken: string; expiresAt: string}) {
  return {accessToken: token.accessToken, expiresAt: token.expiresAt};
}

function multipassError(reason: MultipassFailure): CustomerUserError {
  switch (reason) {
    case 'EXPIRED':
      return customerError('TOKEN_INVALID', 'Multipass token has expired', [
        'multipassToken',
      ]);
    case 'REPLAYED':
      return customerError(
        'TOKEN_INVALID',
        'Multipass token has already been used',
        ['multipassToken'],
      );
    case 'DISABLED':
      return customerError(
        'CUSTOMER_DISABLED',
        'Customer account is disabled',
        ['multipassToken'],
      );
    default:
      return customerError(
        'INVALID_MULTIPASS_REQUEST',
        'Invalid multipass request',
        ['multipassToken'],
      );
  }
}

const ACTIVATION_PATH_RE =
  /\/account\/activate\/(\d+)\/([0-9a-fA-F]{32})-(\d+)\/?$/;

function sameSecret(a: string, b: string): boolean {
  const x = createHash('sha256').update(a.toLowerCase()).digest();
  const y = createHash('sha256').update(b.toLowerCase()).digest();
  return timingSafeEqual(x, y);
}

/** Shared by customerActivate and customerActivateByUrl; a wrong or stale link counts as a failed login. */
async function activate(
  ctx: ApiContext,
  customerId: number | null,
  token: string | null,
  issuedUnix: number | null,
  password: string,
  field: string[],
) {
  const invalid = (
    message: string,
    code: CustomerErrorCode = 'TOKEN_INVALID',
  ) => ({
    customer: null,
    customerAccessToken: null,
    ...withLegacy([customerError(code, message, field)]),
  });
  const attempt = beginLoginAttempt(
    ctx,
    customerId !== null ? `customer:${customerId}` : null,
  );
  const customer =
    customerId !== null ? findCustomerById(ctx, customerId) : null;
  if (!customer || !token) return invalid('Invalid activation url', 'INVALID');
  if (customer.state === 'DISABLED')
    return invalid('Customer account is disabled', 'CUSTOMER_DISABLED');
  if (!customer.activationToken) {
    return customer.passwordHash
      ? invalid('Account already enabled', 'ALREADY_ENABLED')
      : invalid('Activation link is invalid or has expired');
  }
  const now = Date.now();
  const expired =
    !customer.activationExpiresAt ||
    Date.parse(customer.activationExpiresAt) <= now ||
    (issuedUnix !== null &&
      issuedUnix * 1000 + 30 * 24 * 60 * 60 * 1000 <= now);
  if (!sameSecret(token, customer.activationToken) || expired)
    return invalid('Activation link is invalid or has expired');
  attempt.succeeded();
  const errors = passwordErrors(password, ['password']);
  if (errors.length)
    return {customer: null, customerAccessToken: null, ...withLegacy(errors)};
  setCustomerPassword(ctx, customer.id, await hashPassword(password));
  const accessToken = createAccessToken(ctx, customer.id);
  return {
    customer: customerParent(findCustomerById(ctx, customer.id)!),
    customerAccessToken: tokenParent(accessToken),
    ...withLegacy([]),
  };
}

const ACCESS_DENIED = [
  {field: ['customerAccessToken'], message: 'Access denied'},
];

export const customerResolvers: IResolvers<unknown, ApiContext> = {
  QueryRoot: {
    customer: (_root, args: {customerAccessToken: string}, ctx: ApiContext) => {
      const customer = findCustomerByAccessToken(
        ctx,
        args.customerAccessToken ?? '',
      );
      return customer ? customerParent(customer) : null;
    },
  },
  Mutation: {
    customerCreate: async (
      _root,
      {
        input,
      }: {
        input: {
          email: string;
          password: string;
          firstName?: string;
          lastName?: string;
          phone?: string;
          acceptsMarketing?: boolean;
        };
      },
      ctx: ApiContext,
    ) => {
      const email = (input.email ?? '').trim();
      const errors: CustomerUserError[] = [];
      if (!email)
        errors.push(
          customerError('BLANK', "Email can't be blank", ['input', 'email']),
        );
      // Phone login's placeholder addresses are its own (identity.ts): registering one first would take
      // over that shopper's account at their first phone login.
      else if (!EMAIL_RE.test(email) || isPlaceholderEmail(email)) {
        errors.push(
          customerError('INVALID', 'Email is invalid', ['input', 'email']),
        );
      }
      errors.push(
        ...passwordErrors(input.password ?? '', ['input', 'password']),
      );
      const phone = input.phone ? e164Phone(input.phone) : null;
      if (input.phone && !phone)
        errors.push(
          customerError('INVALID', 'Phone is invalid', ['input', 'phone']),
        );
      const phoneTaken = () =>
        customerError('TAKEN', PHONE_TAKEN_MESSAGE, ['input', 'phone']);
      if (phone && phoneHolder(ctx.db, ctx.shop.id, phone))
        errors.push(phoneTaken());
      if (!errors.length && email) {
        const existing = findCustomerByEmail(ctx, email);
        if (existing?.passwordHash) {
          errors.push(
            customerError('TAKEN', 'Email has already been taken', [
              'input',
              'email',
            ]),
          );
        } else if (existing) {
          errors.push(
            customerError(
              'CUSTOMER_DISABLED',
              `We have sent an email to ${email}, please click the link included to verify your email address.`,
              ['input'],
            ),
          );
        }
      }
      if (errors.length) return {customer: null, ...withLegacy(errors)};
      const passwordHash = await hashPassword(input.password);
      // Again after the await: a parallel sign-up may have taken the phone meanwhile.
      if (phone && phoneHolder(ctx.db, ctx.shop.id, phone))
        return {customer: null, ...withLegacy([phoneTaken()])};
      const customer = createCustomer(ctx, {
        email,
        phone,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        passwordHash,
        state: 'ENABLED',
        acceptsMarketing: input.acceptsMarketing ?? false,
      });
      return {customer: customerParent(customer), ...withLegacy([])};
    },

    customerAccessTokenCreate: async (
      _root,
      {input}: {input: {email: string; password: string}},
      ctx: ApiContext,
    ) => {
      const email = (input.email ?? '').trim();
      // Throttled per email whether or not an account has it, so the limit says nothing about accounts.
      const attempt = beginLoginAttempt(ctx, email ? `email:${email}` : null);
      const customer = findCustomerByEmail(ctx, email);
      // Always run scrypt, so an unknown email takes as long as a wrong password.
      const ok = await verifyPassword(
        input.password ?? '',
        customer?.passwordHash ?? 'scrypt$00$' + '00'.repeat(64),
      );
      if (!customer || !ok || customer.state === 'DISABLED') {
        return {
          customerAccessToken: null,
          ...withLegacy([
            customerError(
              'UNIDENTIFIED_CUSTOMER',
              'Unidentified customer',
              null,
            ),
          ]),
        };
      }
      attempt.succeeded();
      return {
        customerAccessToken: tokenParent(createAccessToken(ctx, customer.id)),
        ...withLegacy([]),
      };
    },

    customerAccessTokenCreateWithMultipass: (
      _root,
      {multipassToken}: {multipassToken: string},
      ctx: ApiContext,
    ) => {
      const attempt = beginLoginAttempt(ctx, null);
      const result = loginWithMultipass(ctx.db, ctx.shop, multipassToken ?? '');
      if (!result.ok)
        return {
          customerAccessToken: null,
          customerUserErrors: [multipassError(result.reason)],
        };
      attempt.succeeded();
      return {
        customerAccessToken: tokenParent(result.accessToken),
        customerUserErrors: [],
      };
    },

    customerActivateByUrl: async (
      _root,
      args: {activationUrl: string; password: string},
      ctx: ApiContext,
    ) => {
      let path = '';
      try {
        path = new URL(String(args.activationUrl)).pathname;
      } catch {
        path = '';
      }
      const match = ACTIVATION_PATH_RE.exec(path);
      if (!match) {
        return {
          customer: null,
          customerAccessToken: null,
          customerUserErrors: [
            customerError('INVALID', 'Invalid activation url', [
              'activationUrl',
            ]),
          ],
        };
      }
      const {customer, customerAccessToken, customerUserErrors} =
        await activate(
          ctx,
          Number(match[1]),
          match[2],
          Number(match[3]),
          args.password ?? '',
          ['activationUrl'],
        );
      return {customer, customerAccessToken, customerUserErrors};
    },

    customerActivate: (
      _root,
      args: {id: string; input: {activationToken: string; password: string}},
      ctx: ApiContext,
    ) => {
      const [token, unix] = (args.input.activationToken ?? '').split('-');
      return activate(
        ctx,
        numericId(args.id ?? '', 'Customer'),
        /^[0-9a-fA-F]{32}$/.test(token ?? '') ? token : null,
        unix && /^\d+$/.test(unix) ? Number(unix) : null,
        args.input.password ?? '',
        ['input', 'activationToken'],
      );
    },

    customerAccessTokenRenew: (
      _root,
      {customerAccessToken}: {customerAccessToken: string},
      ctx: ApiContext,
    ) => {
      const renewed = renewAccessToken(ctx, customerAccessToken ?? '');
      return renewed
        ? {customerAccessToken: tokenParent(renewed), userErrors: []}
        : {customerAccessToken: null, userErrors: ACCESS_DENIED};
    },

    customerAccessTokenDelete: (
      _root,
      {customerAccessToken}: {customerAccessToken: string},
      ctx: ApiContext,
    ) => {
      const token = customerAccessToken ?? '';
      if (!deleteAccessToken(ctx, token)) {
        return {
          deletedAccessToken: null,
          deletedCustomerAccessTokenId: null,
          userErrors: ACCESS_DENIED,
        };
      }
      return {
        deletedAccessToken: token,
        deletedCustomerAccessTokenId: createHash('sha256')
          .update(token)
          .digest('hex')
          .slice(0, 24),
        userErrors: [],
      };
    },

    // No e-mail is sent from here; Shopify answers the same whether or not the address is known.
    customerRecover: () => ({customerUserErrors: [], userErrors: []}),
  },
  Customer: {
    // The loyalty balance (loyalty.popcoins) is the only customer metafield.
    metafield: (c: CustomerParent, args: Identifier, ctx: ApiContext) =>
      customerMetafield(ctx, c._customer, c, args),
    metafields: (
      c: CustomerParent,
      args: {identifiers: Identifier[]},
      ctx: ApiContext,
    ) =>
      (args?.identifiers ?? []).map((id) =>
        customerMetafield(ctx, c._customer, c, id),
      ),
    numberOfOrders: (c: CustomerParent, _args: unknown, ctx: ApiContext) =>
      customerNumberOfOrders(ctx, c._customer),
    defaultAddress: (c: CustomerParent, _args: unknown, ctx: ApiContext) =>
      customerDefaultAddress(ctx, c._customer),
    addresses: (c: CustomerParent, args: ListArgs, ctx: ApiContext) =>
      customerAddresses(ctx, c._customer, args),
    orders: (
      c: CustomerParent,
      args: ListArgs & {sortKey?: string},
      ctx: ApiContext,
    ) => customerOrders(ctx, c._customer, args),
  },
  Order: {
    // The checkout's delivery record (order-delivery.ts) is the only order metafield.
    metafield: (o: OrderParent, args: Identifier, ctx: ApiContext) =>
      orderMetafield(ctx, o._order, o, args),
    metafields: (
      o: OrderParent,
      args: {identifiers: Identifier[]},
      ctx: ApiContext,
    ) =>
      (args?.identifiers ?? []).map((id) =>
        orderMetafield(ctx, o._order, o, id),
      ),
    lineItems: (o: OrderParent, args: ListArgs) => orderLineItems(o, args),
    discountApplications: (o: OrderParent, args: ListArgs, ctx: ApiContext) =>
      orderDiscountApplications(ctx, o, args),
  },
  MailingAddress: {
    formatted: (
      a: AddressParent,
      args: {withName?: boolean; withCompany?: boolean},
    ) => formattedAddress(a, args),
  },
};
