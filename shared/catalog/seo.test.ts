import {describe, expect, it} from 'vitest';
import {getSeoMeta} from '@shopify/hydrogen';
import {
  faqPageJsonLd,
  pageSeo,
  storeSeo,
  productJsonLd,
  snippet,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from './seo';

const request = new Request('https://shop.example/products/x?Size=1');
const long =
  'One trimmer for your beard, chest, back and below the belt. Skin-safe blades and four length combs let you trim or go smooth without nicks, every single day of the week.';

describe('pageSeo', () => {
  it('brands short titles and keeps the canonical URL without the query', () => {
    const seo = pageSeo({
      brand: 'Blade & Balm',
      title: 'Razors for Men',
      request,
    });
    expect(getSeoMeta(seo)).toEqual(
      expect.arrayContaining([{title: 'Razors for Men | Blade & Balm'}]),
    );
    expect(seo.url).toBe('https://shop.example/products/x');
  });

  it('stays within the lengths getSeoMeta accepts', () => {
    const title = 'Full Body Trimmer for Men | Buy online at the best price';
    const seo = pageSeo({
      brand: 'Blade & Balm',
      title,
      description: long,
      request,
    });
    const meta = getSeoMeta(seo) as Array<Record<string, string>>;
    const shownTitle = meta.find((m) => 'title' in m)!.title!;
    expect(shownTitle).toBe(title);
    expect(shownTitle.length).toBeLessThanOrEqual(SEO_TITLE_MAX);
    const description = meta.find((m) => m.name === 'description')!.content!;
    expect(description.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
    expect(description).toMatch(/^One trimmer for your beard.*\S…$/);
  });

  it('does not repeat the brand', () => {
    const seo = pageSeo({
      brand: 'Blade & Balm',
      title: 'About Blade & Balm',
      request,
    });
    expect(getSeoMeta(seo)).toEqual(
      expect.arrayContaining([{title: 'About Blade & Balm'}]),
    );
  });
});

describe('snippet', () => {
  it('strips tags, collapses space and cuts on a word boundary', () => {
    expect(snippet('<p>Hello   <b>world</b></p>')).toBe('Hello world');
    expect(snippet('aaaa bbbb cccc dddd', 12)).toBe('aaaa bbbb…');
    expect(snippet(null)).toBe('');
  });
});

describe('long titles', () => {
  it('drop a trailing brand before being trimmed', () => {
    const title =
      'Full Body Trimmer for Men | Buy online at the best price | Blade & Balm';
    expect(title.length).toBeGreaterThan(SEO_TITLE_MAX);
    const seo = pageSeo({brand: 'Blade & Balm', title, request});
    expect(getSeoMeta(seo)).toEqual(
      expect.arrayContaining([
        {title: 'Full Body Trimmer for Men | Buy online at the best price'},
      ]),
    );
    const longer = pageSeo({
      brand: 'Blade & Balm',
      title: 'word '.repeat(30).trim(),
      request,
    });
    expect(String(longer.title).length).toBeLessThanOrEqual(SEO_TITLE_MAX);
  });
});

describe('productJsonLd', () => {
  const input = {
    url: 'http://shop/products/mint',
    brand: 'QuitPop',
    product: {
      title: 'Mint Gum',
      description: 'd',
      vendor: '',
      images: [{url: 'http://x/a.png'}],
      rating: '{"value":"4.6","scale_max":"5.0"}',
      ratingCount: '12',
    },
    variants: [
      {
        id: 'gid://shopify/ProductVariant/7',
        title: '10',
        sku: 'S',
        availableForSale: false,
        price: {amount: '1299.0', currencyCode: 'INR'},
      },
      {
        id: 'gid://shopify/ProductVariant/8',
        title: '30',
        availableForSale: true,
        price: {amount: '2999', currencyCode: 'INR'},
      },
    ],
  };

  it('has one offer per variant, each selecting its variant, and the rating aggregate', () => {
    const ld = productJsonLd(input) as unknown as {
      offers: Array<Record<string, string>>;
      aggregateRating: object;
      brand: object;
    };
    expect(ld.brand).toEqual({'@type': 'Brand', name: 'QuitPop'});
    expect(ld.aggregateRating).toMatchObject({
      ratingValue: '4.6',
      reviewCount: 12,
    });
    expect(ld.offers).toHaveLength(2);
    expect(ld.offers[0]).toMatchObject({
      price: '1299.00',
      priceCurrency: 'INR',
      availability: 'https://schema.org/OutOfStock',
      sku: 'S',
      name: '10',
    });
    expect(ld.offers[0]!.url).toBe('http://shop/products/mint?variant=7');
    expect(ld.offers[1]).toMatchObject({
      price: '2999.00',
      availability: 'https://schema.org/InStock',
    });
  });

  it('leaves out the aggregate without reviews (a store whose default count is 0)', () => {
    const ld = productJsonLd({
      ...input,
      product: {...input.product, ratingCount: null},
      defaultRatingCount: 0,
    }) as Record<string, unknown>;
    expect(ld.aggregateRating).toBeUndefined();
  });
});

describe('storeSeo', () => {
  const gum = storeSeo('QuitPop', {brandNames: () => ['क्विटपॉप']});

  it('brands a page with the store brand, not again when the title names it in another spelling', () => {
    expect(getSeoMeta(gum.page({title: 'Nicotine Gums', request}))).toEqual(
      expect.arrayContaining([{title: 'Nicotine Gums | QuitPop'}]),
    );
    expect(getSeoMeta(gum.page({title: 'खोजें | क्विटपॉप', request}))).toEqual(
      expect.arrayContaining([{title: 'खोजें | क्विटपॉप'}]),
    );
    expect(gum.title('Page not found')).toBe('Page not found | QuitPop');
  });

  it('names the brand in Product JSON-LD where the product has no vendor', () => {
    const product = gum.product({
      url: 'https://shop.example/products/x',
      product: {title: 'Mint gum', images: []},
      variants: [],
    }) as {brand: {name: string}};
    expect(product.brand.name).toBe('QuitPop');
  });
});

describe('faqPageJsonLd', () => {
  it('lists every question with its answer in order', () => {
    const data = faqPageJsonLd(
      [
        {id: 'a', question: 'How many a day?', answer: '6-12 pieces.'},
        {id: 'b', question: 'Who should not?', answer: 'Under 18.'},
      ],
      {inLanguage: 'en'},
    ) as Record<string, unknown>;
    expect(data['@type']).toBe('FAQPage');
    expect(data.inLanguage).toBe('en');
    expect(data.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'How many a day?',
        acceptedAnswer: {'@type': 'Answer', text: '6-12 pieces.'},
      },
      {
        '@type': 'Question',
        name: 'Who should not?',
        acceptedAnswer: {'@type': 'Answer', text: 'Under 18.'},
      },
    ]);
  });
});
