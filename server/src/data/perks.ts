/** SQL of a shop's checkout perks (table shop_perks, seeded from contracts/ `cartPerks`). */
import type {Db} from './db.ts';
import {prepared} from './prepared.ts';

export interface ShopPerks {
  shop: string;
  /** Percent off orders paid online (0: none). */
  prepaidDiscountPercent: number;
  /** Loyalty coins, or null when the shop has none. */
  coins: {
    name: string;
    /** One coin earned for every this many paise of the order subtotal. */
    earnPaisePerCoin: number;
    /** What one coin takes off at checkout. */
    valuePaise: number;
    /** Coins may pay at most this percent of the order. */
    redeemCapPercent: number;
  } | null;
}

interface PerksRow {
  shop: string;
  prepaid_discount_percent: number;
  coin_name: string | null;
  earn_paise_per_coin: number | null;
  coin_value_paise: number | null;
  redeem_cap_percent: number | null;
}

/** The shop's perks; a shop without a row has none (no prepaid discount, no coins). */
export function findShopPerks(db: Db, shop: string): ShopPerks {
  const row = prepared(db, 'SELECT * FROM shop_perks WHERE shop = ?').get(
    shop,
  ) as PerksRow | undefined;
  if (!row) return {shop, prepaidDiscountPercent: 0, coins: null};
  const coins =
    row.coin_name && row.earn_paise_per_coin && row.coin_value_paise
      ? {
          name: row.coin_name,
          earnPaisePerCoin: row.earn_paise_per_coin,
          valuePaise: row.coin_value_paise,
          redeemCapPercent: row.redeem_cap_percent ?? 0,
        }
      : null;
  return {shop, prepaidDiscountPercent: row.prepaid_discount_percent, coins};
}
