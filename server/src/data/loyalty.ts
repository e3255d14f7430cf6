/**
 * The loyalty-coin ledger (table loyalty_ledger): every earning and redemption is a row carrying the
 * balance after it. The CHECK (balance_after >= 0) makes an overdraft fail inside the caller's
 * transaction, and UNIQUE (order_id, kind) makes an order earn (or spend) once: a replay finds its row.
 * Call these inside `transaction()` so the balance read and the insert are one step.
 */
import type {Db} from './db.ts';
import {nowIso} from './db.ts';
import {prepared} from './prepared.ts';

export class LoyaltyError extends Error {
  code: 'INSUFFICIENT_COINS';
  constructor(message: string) {
    super(message);
    this.code = 'INSUFFICIENT_COINS';
    this.name = 'LoyaltyError';
  }
}

/** A customer's coin balance (0 without any movement). */
export function coinBalance(db: Db, shop: string, customerId: number): number {
  const row = prepared(
    db,
    'SELECT balance_after FROM loyalty_ledger WHERE shop = ? AND customer_id = ? ORDER BY id DESC LIMIT 1',
  ).get(shop, customerId) as {balance_after: number} | undefined;
  return row?.balance_after ?? 0;
}

export interface LedgerEntry {
  id: number;
  orderId: number | null;
  kind: 'earn' | 'redeem' | 'adjust';
  coins: number;
  balanceAfter: number;
  note: string;
  createdAt: string;
}

export function listLedger(
  db: Db,
  shop: string,
  customerId: number,
): LedgerEntry[] {
  const rows = prepared(
    db,
    'SELECT * FROM loyalty_ledger WHERE shop = ? AND customer_id = ? ORDER BY id',
  ).all(shop, customerId) as unknown as {
    id: number;
    order_id: number | null;
    kind: LedgerEntry['kind'];
    coins: number;
    balance_after: number;
    note: string;
    created_at: string;
  }[];
  return rows.map((r) => ({
    id: r.id,
    orderId: r.order_id,
    kind: r.kind,
    coins: r.coins,
    balanceAfter: r.balance_after,
    note: r.note,
    createdAt: r.created_at,
  }));
}

function insertMovement(
  db: Db,
  shop: string,
  customerId: number,
  orderId: number | null,
  kind: LedgerEntry['kind'],
  coins: number,
  note: string,
): {inserted: boolean; balance: number} {
  if (orderId !== null) {
    const existing = prepared(
      db,
      'SELECT 1 AS x FROM loyalty_ledger WHERE order_id = ? AND kind = ?',
    ).get(orderId, kind);
    if (existing)
      return {inserted: false, balance: coinBalance(db, shop, customerId)};
  }
  const balance = coinBalance(db, shop, customerId) + coins;
  if (balance < 0)
    throw new LoyaltyError(`Only ${balance - coins} coins are available`);
  // INSERT OR IGNORE: a concurrent replay of the same order (UNIQUE order_id, kind) adds nothing.
  const result = prepared(
    db,
    `INSERT OR IGNORE INTO loyalty_ledger (shop, customer_id, order_id, kind, coins, balance_after, note, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(shop, customerId, orderId, kind, coins, balance, note, nowIso());
  return {
    inserted: Number(result.changes) > 0,
    balance: coinBalance(db, shop, customerId),
  };
}

/** Coins earned on an order (idempotent per order). `coins` ≤ 0 records nothing. */
export function earnCoins(
  db: Db,
  shop: string,
  customerId: number,
  orderId: number,
  coins: number,
  note = '',
): boolean {
  if (!Number.isSafeInteger(coins) || coins <= 0) return false;
  return insertMovement(db, shop, customerId, orderId, 'earn', coins, note)
    .inserted;
}

/** Coins spent on an order (idempotent per order); throws LoyaltyError when the balance is short. */
export function redeemCoins(
  db: Db,
  shop: string,
  customerId: number,
  orderId: number,
  coins: number,
  note = '',
): boolean {
  if (!Number.isSafeInteger(coins) || coins <= 0) return false;
  return insertMovement(db, shop, customerId, orderId, 'redeem', -coins, note)
    .inserted;
}

/** A manual correction (support, tests); positive or negative, never below zero. */
export function adjustCoins(
  db: Db,
  shop: string,
  customerId: number,
  coins: number,
  note: string,
): number {
  if (!Number.isSafeInteger(coins) || coins === 0)
    return coinBalance(db, shop, customerId);
  return insertMovement(db, shop, customerId, null, 'adjust', coins, note)
    .balance;
}

/**
 * Coins an order will earn once it is paid (table loyalty_pending, decision 103): recorded when the order
 * is placed, credited by `creditPendingCoins` (orders/paid.ts decides when). Idempotent per order.
 */
export function recordPendingCoins(
  db: Db,
  shop: string,
  customerId: number,
  orderId: number,
  coins: number,
  note = '',
): boolean {
  if (!Number.isSafeInteger(coins) || coins <= 0) return false;
  const result = prepared(
    db,
    `INSERT OR IGNORE INTO loyalty_pending (order_id, shop, customer_id, coins, note, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(orderId, shop, customerId, coins, note, nowIso());
  return Number(result.changes) > 0;
}

/** Coins the customer's unpaid orders will earn (0 when none). */
export function pendingCoins(db: Db, shop: string, customerId: number): number {
  const row = prepared(
    db,
    'SELECT COALESCE(SUM(coins), 0) AS n FROM loyalty_pending WHERE shop = ? AND customer_id = ? AND credited_at IS NULL',
  ).get(shop, customerId) as {n: number};
  return Number(row.n);
}

/**
 * Moves an order's pending coins into the ledger (an 'earn' row) and marks them credited. Returns the
 * coins credited: 0 when the order earns none or they were credited before. Call inside `transaction()`.
 */
export function creditPendingCoins(
  db: Db,
  shop: string,
  orderId: number,
): number {
  const row = prepared(
    db,
    'SELECT customer_id, coins, note FROM loyalty_pending WHERE shop = ? AND order_id = ? AND credited_at IS NULL',
  ).get(shop, orderId) as
    {customer_id: number; coins: number; note: string} | undefined;
  if (!row) return 0;
  prepared(
    db,
    'UPDATE loyalty_pending SET credited_at = ? WHERE order_id = ? AND credited_at IS NULL',
  ).run(nowIso(), orderId);
  return earnCoins(db, shop, row.customer_id, orderId, row.coins, row.note)
    ? row.coins
    : 0;
}
