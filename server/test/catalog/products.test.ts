import {describe, expect, it} from 'vitest';
import {decodeEncodedVariant} from '@shopify/hydrogen';
import {catalogFixture, gid} from '../fixtures/catalog-fixture.ts';
import {storefrontClient} from '../fixtures/storefront-client.ts';

const {ok} = storefrontClient('gum');
const {db, ids} = catalogFixture();

const PRODUCT = `#graphql
  query Product($handle: String!, $selectedOptions: [SelectedOptionInput!]!) {
    product(handle: $handle) {
      id title handle description descriptionHtml productType vendor tags totalInventory availableForSale
      isGiftCard createdAt updatedAt publishedAt onlineStoreUrl trackingParameters requiresSellingPlan
      seo { title description }
      short: description(truncateAt: 12)
      options { id name values optionValues { id name swatch { color } firstSelectableVariant { id title } } }
      variants(first: 10) {
        nodes {
          id title sku barcode availableForSale quantityAvailable currentlyNotInStock requiresShipping weight weightUnit taxable
          price { amount currencyCode } compareAtPrice { amount currencyCode } unitPrice { amount }
          selectedOptions { name value }
          image { url altText width height }
          product { handle }
          quantityRule { minimum increment maximum }
        }
        pageInfo { hasNextPage hasPreviousPage }
      }
      variantsCount { count precision }
      priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount } }
      compareAtPriceRange { minVariantPrice { amount } maxVariantPrice { amount } }
      featuredImage { id url altText width height small: url(transform: {maxWidth: 200}) }
      images(first: 5) { nodes { url altText } }
      media(first: 5) { nodes { mediaContentType ... on MediaImage { id image { url } } } }
      selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: false) { id title }
      adjacentVariants(selectedOptions: $selectedOptions) { id title }
      encodedVariantExistence
      encodedVariantAvailability
      rating: metafield(namespace: "reviews", key: "rating") { id namespace key type value reference { __typename } createdAt updatedAt }
      metafields(identifiers: [{namespace: "reviews", key: "rating_count"}, {namespace: "custom", key: "missing"}]) { key value type }
      collections(first: 5) { nodes { handle } }
      sellingPlanGroups(first: 1) { nodes { name } }
    }
  }
`;

describe('product', () => {
  it('returns every field schema-true', async () => {
    const data = await ok(db, PRODUCT, {
      handle: 'nicotine-gum-2mg',
      selectedOptions: [],
    });
    const p = data.product;
    expect(p.id).toBe('gid://shopify/Product/1');
    expect(p.title).toBe('Nicotine Gum 2mg');
    expect(p.description).toBe('Sugar-free gum that helps you quit smoking.');
    expect(p.short).toBe('Sugar-free…');
    expect(p.descriptionHtml).toContain('<b>quit smoking</b>');
    expect(p.tags).toEqual(['gum', 'mint']);
    expect(p.totalInventory).toBe(75);
    expect(p.availableForSale).toBe(true);
    expect(p.isGiftCard).toBe(false);
    expect(p.onlineStoreUrl).toBe(
      'http://127.0.0.1:4000/products/nicotine-gum-2mg',
    );
    expect(p.seo).toEqual({
      title: 'Gum 2mg | QuitPop',
      description: 'Quit with 2mg gum',
    });
    expect(p.options.map((o: {name: string}) => o.name)).toEqual([
      'Flavour',
      'Pack',
    ]);
    expect(p.options[0].values).toEqual(['Mint', 'Fruit', 'Cinnamon']);
    expect(p.options[0].optionValues[2].firstSelectableVariant.title).toBe(
      'Cinnamon / 30',
    );
    expect(p.options[1].optionValues[0].firstSelectableVariant.title).toBe(
      'Mint / 10',
    );
    expect(p.variants.nodes).toHaveLength(5);
    const [first, second, third, , fifth] = p.variants.nodes;
    expect(first.id).toBe(gid('ProductVariant', ids.gum.variants2mg[0]));
    expect(first.price).toEqual({amount: '199.0', currencyCode: 'INR'});
    expect(first.compareAtPrice).toBeNull();
    expect(second.compareAtPrice).toEqual({
      amount: '599.0',
      currencyCode: 'INR',
    });
    expect(first.unitPrice).toBeNull();
    expect(first.selectedOptions).toEqual([
      {name: 'Flavour', value: 'Mint'},
      {name: 'Pack', value: '10'},
    ]);
    expect(second.image.url).toBe(
      'http://127.0.0.1:4000/cdn/shop/files/gum-2mg-back.png',
    );
    expect(first.image.url).toBe(
      'http://127.0.0.1:4000/cdn/shop/files/gum-2mg-front.png',
    );
    expect(third.availableForSale).toBe(false);
    expect(fifth.currentlyNotInStock).toBe(true);
    expect(fifth.price.amount).toBe('549.5');
    expect(first.product.handle).toBe('nicotine-gum-2mg');
    expect(p.variantsCount).toEqual({count: 5, precision: 'EXACT'});
    expect(p.priceRange.minVariantPrice).toEqual({
      amount: '199.0',
      currencyCode: 'INR',
    });
    expect(p.priceRange.maxVariantPrice.amount).toBe('549.5');
    expect(p.compareAtPriceRange.maxVariantPrice.amount).toBe('599.0');
    expect(p.featuredImage).toMatchObject({
      altText: 'Gum 2mg front',
      width: 800,
      height: 800,
      id: 'gid://shopify/ProductImage/1',
    });
    expect(p.featuredImage.small).toBe(
      'http://127.0.0.1:4000/cdn/shop/files/gum-2mg-front.png?width=200',
    );
    expect(p.images.nodes.map((i: {url: string}) => i.url)).toHaveLength(2);
    expect(p.media.nodes[0]).toMatchObject({
      mediaContentType: 'IMAGE',
      id: 'gid://shopify/MediaImage/1',
    });
    expect(p.rating).toMatchObject({
      namespace: 'reviews',
      key: 'rating',
      type: 'rating',
      reference: null,
      id: 'gid://shopify/Metafield/1',
    });
    expect(JSON.parse(p.rating.value).value).toBe('4.6');
    expect(p.metafields).toEqual([
      {key: 'rating_count', value: '120', type: 'number_integer'},
      null,
    ]);
    expect(p.collections.nodes).toEqual([{handle: 'all-gum'}]);
    expect(p.sellingPlanGroups.nodes).toEqual([]);
  });

  it('finds products by id, and null for unknown handles or foreign ids', async () => {
    const data = await ok(
      db,
      `{ a: product(id: "gid://shopify/Product/2") { handle } b: product(handle: "nope") { id } c: product(id: "${gid('Product', ids.grooming.product)}") { id } }`,
    );
    expect(data).toEqual({a: {handle: 'nicotine-gum-4mg'}, b: null, c: null});
  });

  it('synthesises the Default Title option for single-variant products', async () => {
    const data = await ok(
      db,
      `{ product(handle: "nicotine-gum-4mg") { options { name values } encodedVariantExistence selectedOrFirstAvailableVariant { title selectedOptions { name value } } } }`,
    );
    expect(data.product.options).toEqual([
      {name: 'Title', values: ['Default Title']},
    ]);
    expect(
      data.product.selectedOrFirstAvailableVariant.selectedOptions,
    ).toEqual([{name: 'Title', value: 'Default Title'}]);
    expect(decodeEncodedVariant(data.product.encodedVariantExistence)).toEqual([
      [0],
    ]);
  });

  it('selects variants like Shopify: exact, partial, case-insensitive, fallback to first available', async () => {
    const q = `query($o: [SelectedOptionInput!]!, $ci: Boolean) { product(handle: "nicotine-gum-2mg") {
      s: selectedOrFirstAvailableVariant(selectedOptions: $o, caseInsensitiveMatch: $ci) { title }
      adjacentVariants(selectedOptions: $o, caseInsensitiveMatch: $ci) { title }
      exact: variantBySelectedOptions(selectedOptions: $o, caseInsensitiveMatch: $ci) { title } } }`;
    const pick = async (o: unknown, ci = false) =>
      (await ok(db, q, {o, ci})).product;
    expect(
      (
        await pick([
          {name: 'Flavour', value: 'Fruit'},
          {name: 'Pack', value: '10'},
        ])
      ).s.title,
    ).toBe('Fruit / 10');
    expect((await pick([{name: 'Flavour', value: 'Fruit'}])).s.title).toBe(
      'Fruit / 30',
    );
    expect(
      (
        await pick(
          [
            {name: 'flavour', value: 'fruit'},
            {name: 'pack', value: '10'},
          ],
          true,
        )
      ).s.title,
    ).toBe('Fruit / 10');
    expect(
      (await pick([{name: 'flavour', value: 'fruit'}], false)).s.title,
    ).toBe('Mint / 10');
    expect(
      (
        await pick([
          {name: 'Flavour', value: 'Cinnamon'},
          {name: 'Pack', value: '10'},
        ])
      ).s.title,
    ).toBe('Mint / 10');
    expect(
      (
        await pick([
          {name: 'Colour', value: 'Red'},
          {name: 'Flavour', value: 'Fruit'},
          {name: 'Pack', value: '30'},
        ])
      ).s.title,
    ).toBe('Fruit / 30');
    const adjacent = await pick([
      {name: 'Flavour', value: 'Mint'},
      {name: 'Pack', value: '30'},
    ]);
    expect(
      adjacent.adjacentVariants.map((v: {title: string}) => v.title).sort(),
    ).toEqual(['Cinnamon / 30', 'Fruit / 30', 'Mint / 10']);
    expect(adjacent.exact.title).toBe('Mint / 30');
    expect(
      (
        await pick([
          {name: 'Flavour', value: 'Cinnamon'},
          {name: 'Pack', value: '10'},
        ])
      ).exact,
    ).toBeNull();
  });

  it('encodes variant existence and availability in the v1 format hydrogen-react decodes', async () => {
    const data = await ok(
      db,
      `{ product(handle: "nicotine-gum-2mg") { encodedVariantExistence encodedVariantAvailability } }`,
    );
    const existence = decodeEncodedVariant(
      data.product.encodedVariantExistence,
    );
    const availability = decodeEncodedVariant(
      data.product.encodedVariantAvailability,
    );
    expect(data.product.encodedVariantExistence).toMatch(/^v1_/);
    expect(existence).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 1],
    ]);
    expect(availability).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
  });

  it('pages variants both ways', async () => {
    const first = await ok(
      db,
      `{ product(handle: "nicotine-gum-2mg") { variants(first: 2) { nodes { title } pageInfo { hasNextPage hasPreviousPage endCursor } } } }`,
    );
    expect(first.product.variants.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const next = await ok(
      db,
      `query($c: String) { product(handle: "nicotine-gum-2mg") { variants(first: 2, after: $c) { nodes { title } pageInfo { hasNextPage hasPreviousPage } } } }`,
      {c: first.product.variants.pageInfo.endCursor},
    );
    expect(
      next.product.variants.nodes.map((v: {title: string}) => v.title),
    ).toEqual(['Fruit / 10', 'Fruit / 30']);
    expect(next.product.variants.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: true,
    });
  });
});
