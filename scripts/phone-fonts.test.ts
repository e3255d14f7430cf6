import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
// @ts-expect-error plain ESM script without types
import {woffToSfnt} from './phone-fonts.mjs';

const require = createRequire(import.meta.url);
const woff = readFileSync(
  require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
);

/** The sfnt's table directory: tag → {offset, length}. */
function directory(sfnt: Buffer) {
  const tables = new Map<string, {offset: number; length: number}>();
  for (let i = 0; i < sfnt.readUInt16BE(4); i++) {
    const entry = 12 + i * 16;
    tables.set(sfnt.toString('latin1', entry, entry + 4), {
      offset: sfnt.readUInt32BE(entry + 8),
      length: sfnt.readUInt32BE(entry + 12),
    });
  }
  return tables;
}

describe('woffToSfnt', () => {
  it('unpacks the WOFF into a TrueType font of the size its header states', () => {
    const sfnt: Buffer = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000); // TrueType outlines
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12)); // every table
    expect(sfnt.length).toBe(woff.readUInt32BE(16)); // totalSfntSize
  });

  it('keeps each table whole: head holds its magic number, name names the font', () => {
    const sfnt: Buffer = woffToSfnt(woff);
    const tables = directory(sfnt);
    const head = tables.get('head')!;
    expect(sfnt.readUInt32BE(head.offset + 12)).toBe(0x5f0f3cf5);
    for (const {offset, length} of tables.values())
      expect(offset + length).toBeLessThanOrEqual(sfnt.length);
    // The name table's strings are UTF-16BE: read without their zero high bytes.
    const name = tables.get('name')!;
    expect(
      sfnt
        .subarray(name.offset, name.offset + name.length)
        .toString('latin1')
        .replace(/\0/g, ''),
    ).toContain('Noto Sans Devanagari');
  });

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2' + '\0'.repeat(60)))).toThrow(
      'not a WOFF 1.0 file',
    );
  });
});
