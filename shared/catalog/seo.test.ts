import {describe, expect, it} from 'vitest';
import {getSeoMeta} from '@shopify/hydrogen';
import {pageSeo, snippet, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX} from './seo';

const request = new Request('https://shop.example/products/x?Size=1');
const long = 'One trimmer for your beard, chest, back and below the belt. Skin-safe blades and four length combs let you trim or go smooth without nicks, every single day of the week.';

describe('pageSeo', () => {
  it('brands short titles and keeps the canonical URL without the query', () => {
    const seo = pageSeo({brand: 'Blade & Balm', title: 'Razors for Men', request});
    expect(getSeoMeta(seo)).toEqual(expect.arrayContaining([{title: 'Razors for Men | Blade & Balm'}]));
    expect(seo.url).toBe('https://shop.example/products/x');
  });

  it('stays within the lengths getSeoMeta accepts', () => {
    const title = 'Full Body Trimmer for Men | Buy online at the best price';
    const seo = pageSeo({brand: 'Blade & Balm', title, description: long, request});
    const meta = getSeoMeta(seo) as Array<Record<string, string>>;
    const shownTitle = meta.find((m) => 'title' in m)!.title!;
    expect(shownTitle).toBe(title);
    expect(shownTitle.length).toBeLessThanOrEqual(SEO_TITLE_MAX);
    const description = meta.find((m) => m.name === 'description')!.content!;
    expect(description.length).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
    expect(description).toMatch(/^One trimmer for your beard.*\S…$/);
  });

  it('does not repeat the brand', () => {
    const seo = pageSeo({brand: 'Blade & Balm', title: 'About Blade & Balm', request});
    expect(getSeoMeta(seo)).toEqual(expect.arrayContaining([{title: 'About Blade & Balm'}]));
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
    const title = 'Full Body Trimmer for Men | Buy online at the best price | Blade & Balm';
    expect(title.length).toBeGreaterThan(SEO_TITLE_MAX);
    const seo = pageSeo({brand: 'Blade & Balm', title, request});
    expect(getSeoMeta(seo)).toEqual(expect.arrayContaining([{title: 'Full Body Trimmer for Men | Buy online at the best price'}]));
    const longer = pageSeo({brand: 'Blade & Balm', title: 'word '.repeat(30).trim(), request});
    expect(String(longer.title).length).toBeLessThanOrEqual(SEO_TITLE_MAX);
  });
});
