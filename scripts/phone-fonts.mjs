// The slow phone's own fonts (issue 34): an Android phone sets Hindi in its system Noto Sans Devanagari; this
// machine has no Devanagari font, so without this Chromium looks for a fallback per run of Hindi text and draws
// boxes. The benches give their browser the same face as a system font: the npm package gum already ships
// (@fontsource/noto-sans-devanagari, OFL-1.1), unpacked from WOFF to TrueType (Chromium takes only TrueType
// and CFF system fonts) into a fontconfig directory named by FONTCONFIG_FILE.
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {inflateSync} from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'

/** A WOFF 1.0 file as the TrueType/OpenType (sfnt) font it wraps (W3C WOFF 1.0, section 5). */
export function woffToSfnt(woff) {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE)
    throw new Error('not a WOFF 1.0 file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      // A table is zlib-compressed only when that made it smaller.
      data: compLength < origLength ? inflateSync(stored) : stored,
    });
  }
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const entry = 12 + i * 16;
    header.writeUInt32BE(table.tag, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3); // tables start on 4-byte boundaries
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

let config;

/**
 * The environment for `chromium.launch({env})` that adds the phone's Devanagari face (regular and bold) to
 * the system's fonts; written once per process into a temporary directory.
 */
export function phoneFontsEnv() {
  config ??= writeFontConfig();
  return {...process.env, FONTCONFIG_FILE: config};
}

function writeFontConfig() {
  const dir = join(tmpdir(), `phone-fonts-${process.pid}`);
  const fonts = join(dir, 'fonts');
  mkdirSync(fonts, {recursive: true});
  const require = createRequire(import.meta.url);
  const files = join(
    dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json')),
    'files',
  );
  for (const weight of [400, 700])
    writeFileSync(
      join(fonts, `NotoSansDevanagari-${weight}.ttf`),
      woffToSfnt(
        readFileSync(
          join(files, `noto-sans-devanagari-devanagari-${weight}-normal.woff`),
        ),
      ),
    );
  const file = join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${fonts}</dir>
  <cachedir>${join(dir, 'cache')}</cachedir>
</fontconfig>
`,
  );
  return file;
}
