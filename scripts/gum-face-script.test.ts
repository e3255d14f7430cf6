import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
// @ts-expect-error plain ESM script without types
import * as generator from './gum-face-script.mjs';

describe("gum's Devanagari face script (decision 152)", () => {
  it('is the core font file and the unicode-range fonts.css gives it: rerun scripts/gum-face-script.mjs when this fails', () => {
    expect(readFileSync(generator.FACE_SCRIPT_FILE, 'utf8')).toBe(
      generator.faceScriptFromSources(),
    );
  });

  it("reads the core face's range, not the extended face's", () => {
    const css = `@font-face{src:url('./fonts/x-extended.woff2');unicode-range: U+0900-097F;}
@font-face{src:url('./fonts/noto-sans-devanagari-400-core.woff2') format('woff2');unicode-range:
    U+0020-007E,
    U+0901-0903;}`;
    expect(generator.coreUnicodeRange(css)).toBe('U+0020-007E, U+0901-0903');
  });
});
