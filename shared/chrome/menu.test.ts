import {describe, expect, it} from 'vitest';
import {chromeMenusFrom, chromeMenusOf, menuUrlToPath} from './menu';

const shop = ['http://127.0.0.1:4000', 'https://bladeandbalm.in'];

describe('menuUrlToPath', () => {
  it('strips the shop domain to an internal path, keeping query and hash', () => {
    expect(
      menuUrlToPath('http://127.0.0.1:4000/collections/best-seller', shop),
    ).toEqual({to: '/collections/best-seller', external: false});
    expect(
      menuUrlToPath('https://bladeandbalm.in/pages/faq?x=1#top', shop),
    ).toEqual({to: '/pages/faq?x=1#top', external: false});
    expect(menuUrlToPath('https://bladeandbalm.in', shop)).toEqual({
      to: '/',
      external: false,
    });
  });

  it('keeps other hosts as external links', () => {
    expect(menuUrlToPath('https://women.example.in', shop)).toEqual({
      to: 'https://women.example.in/',
      external: true,
    });
    expect(
      menuUrlToPath('https://track.example.in/blade-and-balm', shop).external,
    ).toBe(true);
  });

  it('leaves relative paths alone and handles empty urls', () => {
    expect(menuUrlToPath('/blogs/shaving', shop)).toEqual({
      to: '/blogs/shaving',
      external: false,
    });
    expect(menuUrlToPath(null, shop)).toEqual({to: '/', external: false});
  });

  it('does not treat a different port on the same host as internal', () => {
    expect(menuUrlToPath('http://127.0.0.1:4001/x', shop).external).toBe(true);
  });
});

describe('chromeMenusFrom', () => {
  it('maps nested menu items and tolerates missing menus', () => {
    const menus = chromeMenusFrom({
      shop: {primaryDomain: {url: 'https://bladeandbalm.in'}},
      main: {
        items: [
          {
            id: 'gid://shopify/MenuItem/1',
            title: 'Trimmers',
            url: 'https://bladeandbalm.in/pages/trimmers-for-men',
            type: 'PAGE',
            items: [
              {
                id: 'gid://shopify/MenuItem/2',
                title: 'Headshaver',
                url: 'https://bladeandbalm.in/products/headshaver-pro-copy',
                type: 'PRODUCT',
                items: [],
              },
            ],
          },
          {
            id: 'gid://shopify/MenuItem/3',
            title: 'Track',
            url: 'https://track.example.in/x',
            type: 'HTTP',
            items: null,
          },
        ],
      },
      mobile: null,
    });
    expect(menus.main[0]).toEqual({
      id: '1',
      title: 'Trimmers',
      to: '/pages/trimmers-for-men',
      type: 'PAGE',
      items: [
        {
          id: '2',
          title: 'Headshaver',
          to: '/products/headshaver-pro-copy',
          type: 'PRODUCT',
          items: [],
        },
      ],
    });
    expect(menus.main[1]).toEqual({
      id: '3',
      title: 'Track',
      to: 'https://track.example.in/x',
      external: true,
      type: 'HTTP',
      items: [],
    });
    expect(menus.mobile).toEqual([]);
    expect(menus.footer).toEqual([]);
  });

  it('writes a menu item that two menus share once, and localizes internal paths only', () => {
    const item = {
      id: 'gid://shopify/MenuItem/7',
      title: 'Gums',
      url: '/collections/gums',
      type: 'COLLECTION',
      items: [],
    };
    const away = {
      id: 'gid://shopify/MenuItem/8',
      title: 'Blog',
      url: 'https://blog.example.in/',
      type: 'HTTP',
      items: [],
    };
    const menus = chromeMenusFrom(
      {main: {items: [item, away]}, mobile: {items: [item]}},
      [],
      (path) => `/hi${path}`,
    );
    expect(menus.main[0]!.to).toBe('/hi/collections/gums');
    expect(menus.main[1]!.to).toBe('https://blog.example.in/');
    expect(menus.mobile[0]).toBe(menus.main[0]);
  });
});

describe('chromeMenusFrom, the same link in several places', () => {
  const link = (id: number, title: string, url: string) => ({
    id: `gid://shopify/MenuItem/${id}`,
    title,
    url,
    type: 'COLLECTION',
    items: [],
  });
  it('is one entry wherever it appears, but never twice in one list', () => {
    const menus = chromeMenusFrom({
      main: {
        items: [
          {
            ...link(1, 'Shave', '/collections/shave'),
            items: [
              link(2, 'Razors', '/collections/razors'),
              link(3, 'Razors', '/collections/razors'),
            ],
          },
        ],
      },
      mobile: {
        items: [
          {
            ...link(4, 'Shave', '/collections/shave'),
            items: [link(5, 'Razors', '/collections/razors')],
          },
        ],
      },
    });
    const [first, second] = menus.main[0]!.items;
    expect(first).not.toBe(second);
    expect(new Set([first!.id, second!.id]).size).toBe(2);
    expect(menus.mobile[0]!.items[0]).toBe(first);
    expect(menus.mobile[0]).not.toBe(menus.main[0]);
  });

  it('keeps links apart that differ in title, path or children', () => {
    const menus = chromeMenusFrom({
      main: {
        items: [
          link(1, 'Razors', '/collections/razors'),
          link(2, 'Razors', '/collections/razors-1'),
          link(3, 'Blades', '/collections/razors'),
        ],
      },
    });
    expect(new Set(menus.main).size).toBe(3);
  });
});

describe('menuUrlToPath fast path agrees with URL parsing', () => {
  it('maps shop URLs with query, hash, no path and an upper-case host like the URL parser', () => {
    expect(menuUrlToPath('https://BladeAndBalm.in?x=1', shop)).toEqual({
      to: '/?x=1',
      external: false,
    });
    expect(menuUrlToPath('https://bladeandbalm.in#top', shop)).toEqual({
      to: '/#top',
      external: false,
    });
    expect(menuUrlToPath('HTTPS://bladeandbalm.in/a/b', shop)).toEqual({
      to: '/a/b',
      external: false,
    });
    expect(menuUrlToPath('https://bladeandbalm.in:443/a', shop)).toEqual({
      to: '/a',
      external: false,
    });
    expect(menuUrlToPath('https://user@bladeandbalm.in/a', shop)).toEqual({
      to: '/a',
      external: false,
    });
  });
});

describe('chromeMenusOf, once per answer', () => {
  const answer = () => ({
    main: {
      items: [
        {
          id: 'gid://shopify/MenuItem/7',
          title: 'FAQ',
          url: '/faq',
          type: 'HTTP',
          items: [],
        },
      ],
    },
  });

  it('maps a kept answer once per language and origins, and a new answer again', () => {
    const kept = answer();
    const hi = (path: string) => `/hi${path}`;
    const first = chromeMenusOf(kept, ['https://shop.example'], hi, 'hi');
    expect(first.main[0]!.to).toBe('/hi/faq');
    expect(chromeMenusOf(kept, ['https://shop.example'], hi, 'hi')).toBe(first);
    const english = chromeMenusOf(
      kept,
      ['https://shop.example'],
      undefined,
      'en',
    );
    expect(english).not.toBe(first);
    expect(english.main[0]!.to).toBe('/faq');
    expect(
      chromeMenusOf(answer(), ['https://shop.example'], hi, 'hi'),
    ).not.toBe(first);
  });

  it('gives empty menus for a failed query', () => {
    expect(chromeMenusOf(null, [])).toEqual({main: [], mobile: [], footer: []});
  });
});
