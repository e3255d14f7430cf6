/**
 * The seeded gum catalogue in Hindi through @inContext(language: HI): option names, option values,
 * variant titles and selectedOptions are Hindi, and a variant chosen with the options of either
 * language (a URL shared from the English page, or the Hindi one) is found in both.
 */
import {beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {seededDb} from '../fixtures/fixture-builder.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

const {ok} = storefrontClient('gum');
const DEVANAGARI = /[\u0900-\u097F]/;

let db: Db;
beforeAll(async () => {
  db = await seededDb();
});

const PRODUCT = `query Product($handle: String!, $language: LanguageCode, $selected: [SelectedOptionInput!]!) @inContext(language: $language) {
  product(handle: $handle) {
    options { name optionValues { name firstSelectableVariant { title } } }
    variants(first: 20) { nodes { title selectedOptions { name value } } }
    selectedOrFirstAvailableVariant(selectedOptions: $selected, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
      sku title selectedOptions { name value }
    }
    variantBySelectedOptions(selectedOptions: $selected) { sku }
  }
}`;

type Option = {
  name: string;
  optionValues: {name: string; firstSelectableVariant: {title: string}}[];
};
type Variant = {
  title: string;
  selectedOptions: {name: string; value: string}[];
};

async function product(
  handle: string,
  language: 'EN' | 'HI',
  selected: {name: string; value: string}[] = [],
) {
  return (await ok(db, PRODUCT, {handle, language, selected})).product as {
    options: Option[];
    variants: {nodes: Variant[]};
    selectedOrFirstAvailableVariant: {
      sku: string;
      title: string;
      selectedOptions: Variant['selectedOptions'];
    };
    variantBySelectedOptions: {sku: string} | null;
  };
}

describe('gum options in Hindi', () => {
  it('names option values and variants in Hindi, with no English left', async () => {
    const hi = await product('nicotine-gum-2mg-build-your-pack', 'HI');
    expect(hi.options.map((o) => o.name)).toEqual(['स्वाद', 'पैक साइज़']);
    expect(hi.options[0].optionValues.map((v) => v.name)).toEqual([
      'फ्रेश मिंट',
      'पान',
      'दालचीनी',
      'संतरा',
      'इलायची',
    ]);
    expect(hi.options[1].optionValues.map((v) => v.name)).toEqual([
      '1 पैक (10 पीस)',
      '3 पैक (30 पीस)',
      '6 पैक (60 पीस)',
      '10 पैक (100 पीस)',
    ]);
    expect(hi.options[0].optionValues[1].firstSelectableVariant.title).toBe(
      'पान / 1 पैक (10 पीस)',
    );
    expect(hi.variants.nodes).toHaveLength(20);
    for (const variant of hi.variants.nodes) {
      expect(variant.title).not.toMatch(/[A-Za-z]/);
      for (const option of variant.selectedOptions) {
        expect(option.name).toMatch(DEVANAGARI);
        expect(option.value).toMatch(DEVANAGARI);
      }
    }
    expect(hi.variants.nodes[0].selectedOptions).toEqual([
      {name: 'स्वाद', value: 'फ्रेश मिंट'},
      {name: 'पैक साइज़', value: '1 पैक (10 पीस)'},
    ]);
  });

  it('keeps English under English', async () => {
    const en = await product('nicotine-gum-2mg-build-your-pack', 'EN');
    expect(en.options.map((o) => o.name)).toEqual(['Flavour', 'Pack Size']);
    expect(en.variants.nodes[0].title).toBe(
      'Fresh Mint / Pack of 1 (10 pieces)',
    );
  });

  it('translates every option of every gum product', async () => {
    const {products} = await ok(
      db,
      '{ products(first: 50) { nodes { handle } } }',
    );
    for (const {handle} of products.nodes as {handle: string}[]) {
      const hi = await product(handle, 'HI');
      for (const option of hi.options.filter(
        (o) => o.optionValues.length > 1,
      )) {
        expect(option.name, handle).toMatch(DEVANAGARI);
        for (const value of option.optionValues)
          expect(value.name, `${handle} ${option.name}`).toMatch(DEVANAGARI);
      }
    }
  });

  it('selects the same variant from Hindi or English options in either language', async () => {
    const english = [
      {name: 'Flavour', value: 'Paan'},
      {name: 'Pack Size', value: 'Pack of 6 (60 pieces)'},
    ];
    const hindi = [
      {name: 'स्वाद', value: 'पान'},
      {name: 'पैक साइज़', value: '6 पैक (60 पीस)'},
    ];
    for (const language of ['EN', 'HI'] as const) {
      for (const selected of [english, hindi]) {
        const p = await product(
          'nicotine-gum-2mg-build-your-pack',
          language,
          selected,
        );
        expect(
          p.selectedOrFirstAvailableVariant.sku,
          `${language} ${selected[0].name}`,
        ).toBe('QP-BYP-PAAN-3');
        expect(p.variantBySelectedOptions?.sku).toBe('QP-BYP-PAAN-3');
      }
    }
    const hi = await product('nicotine-gum-2mg-build-your-pack', 'HI', english);
    expect(hi.selectedOrFirstAvailableVariant.selectedOptions).toEqual(hindi);
    const en = await product('nicotine-gum-2mg-build-your-pack', 'EN', hindi);
    expect(en.selectedOrFirstAvailableVariant.title).toBe(
      'Paan / Pack of 6 (60 pieces)',
    );
  });

  it('still ignores values that exist in no language', async () => {
    const p = await product('nicotine-gum-2mg-build-your-pack', 'HI', [
      {name: 'पैक साइज़', value: '99 पैक'},
    ]);
    expect(p.variantBySelectedOptions).toBeNull();
    expect(p.selectedOrFirstAvailableVariant.sku).toBe('QP-BYP-FRESH-MINT-1');
  });
});
