/**
 * The customer record the provider decodes a login token into, per customer (docs/requirements.md, gum: data, behaviour): the
 * storefront then logs in with (1) email + password, (2) a Multipass token, or (3) an account
 * activation URL + password. Which one depends on the provider's record of the phone
 * (phone_login_accounts) and the shop account's state:
 * - 'password': {email, password};
 * - 'activation': an INVITED account gets {accountActivationUrl, password} with a fresh password the
 *   provider keeps; once activated, the same phone gets {email, password};
 * - 'multipass' or unknown phone: {multipassToken} (Multipass creates a missing customer).
 */
import {randomBytes} from 'node:crypto';
import type {Db} from '../data/db.ts';
import {
  findCustomerByEmail,
  findCustomerByPhone,
  issueActivationUrl,
  type Customer,
} from '../data/customers.ts';
import {placeholderEmail} from '../customers/identity.ts';
import {
  findPhoneLoginAccount,
  savePhoneLoginAccount,
} from '../data/phone-login-accounts.ts';
import {encodeMultipassToken} from '../customers/multipass.ts';
import type {Shop} from '../storefront-api/context.ts';

interface Common {
  phone: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** True when no customer had this phone: the Multipass login will create one. */
  isNewCustomer: boolean;
}

export type DecodedCustomer =
  | (Common & {
      password: string;
      multipassToken?: never;
      accountActivationUrl?: never;
    })
  | (Common & {
      multipassToken: string;
      password?: never;
      accountActivationUrl?: never;
    })
  | (Common & {
      accountActivationUrl: string;
      password: string;
      multipassToken?: never;
    });

export {placeholderEmail};

/**
 * The shop account an OTP-verified phone logs into: the one the provider linked to the phone itself (a
 * phone_login_accounts record: the merchant's import of verified accounts), else the phone-only account
 * under the phone's placeholder e-mail (which customerCreate refuses, so only this provider makes it).
 * A customer that merely carries the phone never is: anyone can type any phone into customerCreate
 * (decision 62).
 */
export function verifiedCustomer(
  db: Db,
  shop: Pick<Shop, 'id'>,
  phone: string,
): Customer | null {
  if (findPhoneLoginAccount(db, shop.id, phone))
    return findCustomerByPhone(db, shop.id, phone);
  return findCustomerByEmail(db, shop.id, placeholderEmail(shop, phone));
}

function common(
  shop: Pick<Shop, 'id'>,
  phone: string,
  existing: Customer | null,
): Common {
  return {
    phone,
    email: existing?.email ?? placeholderEmail(shop, phone),
    firstName: existing?.firstName ?? null,
    lastName: existing?.lastName ?? null,
    isNewCustomer: !existing,
  };
}

export function customerRecord(
  db: Db,
  shop: Pick<Shop, 'id' | 'multipassSecret'>,
  phone: string,
  existing: Customer | null,
  options: {now: Date; origin: string},
): DecodedCustomer {
  const base = common(shop, phone, existing);
  const account = existing ? findPhoneLoginAccount(db, shop.id, phone) : null;
  if (
    existing &&
    account?.method === 'activation' &&
    existing.state === 'INVITED'
  ) {
    // A new password each time the link is handed out; kept for the logins after activation.
    const password = randomBytes(12).toString('base64url');
    savePhoneLoginAccount(db, {...account, password});
    return {
      ...base,
      accountActivationUrl: issueActivationUrl(
        db,
        options.origin,
        existing.id,
        options.now,
      ),
      password,
    };
  }
  if (
    existing &&
    account &&
    account.method !== 'multipass' &&
    account.password
  ) {
    return {...base, password: account.password};
  }
  const multipassToken = encodeMultipassToken(shop.multipassSecret, {
    email: base.email,
    phone,
    created_at: options.now.toISOString(),
    ...(existing?.firstName ? {first_name: existing.firstName} : {}),
    ...(existing?.lastName ? {last_name: existing.lastName} : {}),
  });
  return {...base, multipassToken};
}
