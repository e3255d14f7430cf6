import type {Db} from './db.ts';
import {json} from './db.ts';
import {prepared} from './prepared.ts';

/** A shop as the Storefront API serves it (its token picks it, decision 5). */
export interface Shop {
  id: string;
  name: string;
  description: string;
  currency: string;
  primaryLocale: string;
  locales: string[];
  merchantId: string;
  multipassSecret: string;
}

interface ShopRow {
  id: string;
  name: string;
  description: string;
  currency: string;
  primary_locale: string;
  locales: string;
  merchant_id: string;
  multipass_secret: string;
}

function toShop(row: ShopRow): Shop {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    currency: row.currency,
    primaryLocale: row.primary_locale,
    locales: json<string[]>(row.locales, ['en']),
    merchantId: row.merchant_id,
    multipassSecret: row.multipass_secret,
  };
}

/** The shop a Storefront API token (public or private) belongs to. */
export function findShopByToken(db: Db, token: string): Shop | null {
  const row = prepared(
    db,
    'SELECT * FROM shops WHERE public_token = ? OR private_token = ?',
  ).get(token, token) as ShopRow | undefined;
  return row ? toShop(row) : null;
}

/** True for a shop's private (server-to-server) Storefront API token, false for a public one or junk. */
export function isPrivateToken(db: Db, token: string): boolean {
  return Boolean(
    prepared(db, 'SELECT 1 AS ok FROM shops WHERE private_token = ?').get(
      token,
    ),
  );
}

export function findShop(db: Db, id: string): Shop | null {
  const row = prepared(db, 'SELECT * FROM shops WHERE id = ?').get(id) as
    ShopRow | undefined;
  return row ? toShop(row) : null;
}

export function findShopByMerchantId(db: Db, merchantId: string): Shop | null {
  const row = prepared(db, 'SELECT * FROM shops WHERE merchant_id = ?').get(
    merchantId,
  ) as ShopRow | undefined;
  return row ? toShop(row) : null;
}

/**
 * Replaces a shop's Multipass secret and private Storefront token with the data directory's secrets
 * (server/src/secrets.ts), at every start: a database seeded with older (or once-committed) values
 * stops accepting them.
 */
export function updateShopSecrets(
  db: Db,
  id: string,
  secrets: {multipassSecret: string; privateToken: string},
): void {
  prepared(
    db,
    'UPDATE shops SET multipass_secret = ?, private_token = ? WHERE id = ?',
  ).run(secrets.multipassSecret, secrets.privateToken, id);
}
