import {DatabaseSync} from 'node:sqlite';
import {prepared} from './prepared.ts';

/**
 * Brings a kept database (DATA_DIR from an older checkout) up to schema.sql before the schema runs: a
 * table the code gained a column for gets it added, so a merchant's local carts and orders survive an
 * upgrade instead of every write failing on a missing column. New tables and indexes come from
 * schema.sql itself (CREATE … IF NOT EXISTS). A column SQLite cannot add in place (NOT NULL without a
 * default, a key) stops the start with what to do, never a half-working backend (decision 83).
 */
export function upgradeSchema(db: DatabaseSync, schemaSql: string): string[] {
  // A new database (every test's, a first start) has nothing to upgrade: skip building the schema twice.
  if (tablesOf(db).length === 0) return [];
  const expected = new DatabaseSync(':memory:');
  expected.exec(schemaSql);
  const added: string[] = [];
  try {
    for (const {name: table} of tablesOf(expected)) {
      const present = columnsOf(db, table);
      if (present.length === 0) continue; // a new table: schema.sql creates it
      const have = new Set(present.map((column) => column.name));
      for (const column of columnsOf(expected, table)) {
        if (have.has(column.name)) continue;
        if (column.pk || (column.notnull && column.dflt_value === null))
          throw new Error(
            `The database in DATA_DIR predates column ${table}.${column.name}, which cannot be added to ` +
              'existing rows. Start with a fresh DATA_DIR or run `npm run db:reset` (drops local carts and orders).',
          );
        const definition = [
          quote(column.name),
          column.type,
          column.dflt_value === null ? '' : `DEFAULT ${column.dflt_value}`,
          column.notnull ? 'NOT NULL' : '',
        ]
          .filter(Boolean)
          .join(' ');
        db.exec(`ALTER TABLE ${quote(table)} ADD COLUMN ${definition}`);
        added.push(`${table}.${column.name}`);
      }
    }
  } finally {
    expected.close();
  }
  return added;
}

type Column = {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
};

function tablesOf(db: DatabaseSync): {name: string}[] {
  return prepared(
    db,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  ).all() as {name: string}[];
}

function columnsOf(db: DatabaseSync, table: string): Column[] {
  return prepared(db, `SELECT * FROM pragma_table_info(?)`).all(
    table,
  ) as unknown as Column[];
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
