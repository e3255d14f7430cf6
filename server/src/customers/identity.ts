/**
 * What a customer may claim to be when an account is created (customerCreate, Multipass), as Shopify
 * enforces it: a phone is stored in E.164 and belongs to one customer per shop; the e-mails the phone-login
 * provider gives phone-only shoppers are reserved, so nobody can register one before its owner's first
 * login (docs/security.md, "Identity and promotions").
 */
import {findCustomerByPhone, type Customer} from '../data/customers.ts';
import type {Db} from '../data/db.ts';

/** Shopify's answer to a customerCreate whose phone another customer of the shop has. */
export const PHONE_TAKEN_MESSAGE = 'Phone has already been taken';

/**
 * A phone as Shopify stores it: E.164. A national Indian number (with or without 0 / 91 in front) is
 * read in the shops' country, India; anything else must already carry its `+` and country code.
 */
export function e164Phone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  const indian = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact);
  if (indian) return `+91${indian[1]}`;
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
}

/** The customer of `shop` holding `phone` (E.164), other than `exceptId`. */
export function phoneHolder(
  db: Db,
  shop: string,
  phone: string,
  exceptId?: number,
): Customer | null {
  const holder = findCustomerByPhone(db, shop, phone);
  return holder && holder.id !== exceptId ? holder : null;
}

/** Email given to a phone-only shopper (Shopify customers need one; Multipass creates them by email). */
export function placeholderEmail(shop: {id: string}, phone: string): string {
  return `${phone.replace(/^\+/, '')}@phone-login.${shop.id}.invalid`;
}

/** The placeholder pattern, whatever the shop or case: customerCreate refuses these addresses. */
export function isPlaceholderEmail(email: string): boolean {
  return /@phone-login\.[^@\s]+\.invalid\.?$/i.test(email.trim());
}
