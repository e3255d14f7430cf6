import {parse, type DocumentNode} from 'graphql';
import {describe, expect, it} from 'vitest';
import {
  SHARED_IMAGE_FRAGMENT,
  SHARED_PRICE_VARIANTS_FRAGMENT,
  SHARED_PRODUCT_LEGAL_FRAGMENT,
  SHARED_PRODUCT_CARD_FRAGMENT,
  SHARED_PRODUCT_PAGE_FRAGMENT,
  SHARED_PRODUCT_REVIEWS_FRAGMENT,
  SHARED_PRODUCT_VARIANT_FRAGMENT,
  SHARED_VARIANT_PRICES_FRAGMENT,
} from './fragments';

function fragments(document: DocumentNode) {
  const defined = document.definitions.flatMap((d) =>
    d.kind === 'FragmentDefinition' ? [d.name.value] : [],
  );
  const spread = [
    ...JSON.stringify(document).matchAll(
      /"kind":"FragmentSpread","name":\{"kind":"Name","value":"(\w+)"/g,
    ),
  ].map((m) => m[1]);
  return {defined, spread: new Set(spread)};
}

describe('shared catalogue fragments', () => {
  // A document sent to the API must define each fragment once and use every one it defines: the
  // composed strings carry exactly the fragments they spread.
  it.each([
    [
      'SharedProductCard',
      SHARED_PRODUCT_CARD_FRAGMENT,
      [
        'SharedProductCard',
        'SharedImage',
        'SharedVariantPrices',
        'SharedProductReviews',
      ],
    ],
    [
      'SharedProductPage',
      SHARED_PRODUCT_PAGE_FRAGMENT,
      [
        'SharedProductPage',
        'SharedProductVariant',
        'SharedImage',
        'SharedVariantPrices',
        'SharedProductReviews',
        'SharedProductLegal',
      ],
    ],
    [
      'SharedProductVariant',
      SHARED_PRODUCT_VARIANT_FRAGMENT,
      ['SharedProductVariant', 'SharedImage', 'SharedVariantPrices'],
    ],
    ['SharedImage', SHARED_IMAGE_FRAGMENT, ['SharedImage']],
    [
      'SharedProductLegal',
      SHARED_PRODUCT_LEGAL_FRAGMENT,
      ['SharedProductLegal'],
    ],
    [
      'SharedPriceVariants',
      SHARED_PRICE_VARIANTS_FRAGMENT,
      ['SharedPriceVariants'],
    ],
    [
      'SharedVariantPrices',
      SHARED_VARIANT_PRICES_FRAGMENT,
      ['SharedVariantPrices'],
    ],
    [
      'SharedProductReviews',
      SHARED_PRODUCT_REVIEWS_FRAGMENT,
      ['SharedProductReviews'],
    ],
  ])('%s carries its fragments once, each spread', (name, source, expected) => {
    const {defined, spread} = fragments(parse(source));
    expect(defined).toEqual(expected);
    for (const fragment of defined.filter((d) => d !== name))
      expect(spread).toContain(fragment);
    for (const used of spread) expect(defined).toContain(used);
  });
});
