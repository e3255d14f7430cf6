/** SQL of the phone-login provider's account records (table phone_login_accounts in schema.sql). */
import type {Db} from './db.ts';
import {prepared} from './prepared.ts';

export type PhoneLoginMethod = 'password' | 'activation' | 'multipass';

export interface PhoneLoginAccount {
  shop: string;
  phone: string;
  method: PhoneLoginMethod;
  password: string | null;
}

export function findPhoneLoginAccount(
  db: Db,
  shop: string,
  phone: string,
): PhoneLoginAccount | null {
  const row = prepared(
    db,
    'SELECT * FROM phone_login_accounts WHERE shop = ? AND phone = ?',
  ).get(shop, phone) as
    | {
        shop: string;
        phone: string;
        method: PhoneLoginMethod;
        password: string | null;
      }
    | undefined;
  return row
    ? {
        shop: row.shop,
        phone: row.phone,
        method: row.method,
        password: row.password,
      }
    : null;
}

export function savePhoneLoginAccount(
  db: Db,
  account: PhoneLoginAccount,
): void {
  prepared(
    db,
    `INSERT INTO phone_login_accounts (shop, phone, method, password) VALUES (?, ?, ?, ?)
     ON CONFLICT (shop, phone) DO UPDATE SET method = excluded.method, password = excluded.password`,
  ).run(account.shop, account.phone, account.method, account.password);
}
