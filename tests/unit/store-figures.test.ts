/**
 * The free-shipping threshold and gum's free-gift minimum are written once, in contracts/shops.ts:
 * no storefront page, component or locale file spells the figure out, so changing the config
 * changes every sentence that mentions it.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {stores} from '../../hydrogen.config.ts';
import {formatWholeRupees} from '../../shared/money/format.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), {withFileTypes: true, recursive: true})
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.(tsx?|json)$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

const figures = {
  grooming: [stores.grooming.shipping.freeFromPaise],
  gum: [
    stores.gum.shipping.freeFromPaise,
    stores.gum.cartPerks.freeGift.minSubtotalPaise,
  ],
} as const;

describe('figures from hydrogen.config.ts', () => {
  for (const [store, amounts] of Object.entries(figures)) {
    it(`${store}: no page or locale file hard-codes ${amounts.map((paise) => formatWholeRupees(paise)).join(' or ')}`, () => {
      const files = [
        ...sourceFiles(`storefronts/${store}/app`),
        ...sourceFiles('shared'),
      ];
      const spelled = files.flatMap((file) =>
        amounts
          .map((paise) => formatWholeRupees(paise))
          .filter((figure) =>
            new RegExp(`${figure}(?![\\d,.])`).test(readFileSync(file, 'utf8')),
          )
          .map((figure) => `${file.slice(root.length)}: ${figure}`),
      );
      expect(files.length).toBeGreaterThan(10);
      expect(spelled).toEqual([]);
    });
  }
});
