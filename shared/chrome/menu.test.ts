import {describe, expect, it} from 'vitest';
import {chromeMenusFrom, menuUrlToPath} from './menu';

const shop = ['http://127.0.0.1:4000', 'https://bladeandbalm.in'];

describe('menuUrlToPath', () => {
  it('strips the shop domain to an internal path, keeping query and hash', () => {
    expect(menuUrlToPath('http://127.0.0.1:4000/collections/best-seller', shop)).toEqual({to: '/collections/best-seller', external: false});
    expect(menuUrlToPath('https://bladeandbalm.in/pages/faq?x=1#top', shop)).toEqual({to: '/pages/faq?x=1#top', external: false});
    expect(menuUrlToPath('https://bladeandbalm.in', shop)).toEqual({to: '/', external: false});
  });

  it('keeps other hosts as external links', () => {
    expect(menuUrlToPath('https://women.example.in', shop)).toEqual({to: 'https://women.example.in/', external: true});
    expect(menuUrlToPath('https://track.example.in/blade-and-balm', shop).external).toBe(true);
  });

  it('leaves relative paths alone and handles empty urls', () => {
    expect(menuUrlToPath('/blogs/shaving', shop)).toEqual({to: '/blogs/shaving', external: false});
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
            id: '1',
            title: 'Trimmers',
            url: 'https://bladeandbalm.in/pages/trimmers-for-men',
            type: 'PAGE',
            items: [{id: '2', title: 'Headshaver', url: 'https://bladeandbalm.in/products/headshaver-pro-copy', type: 'PRODUCT', items: []}],
          },
        ],
      },
      mobile: null,
    });
    expect(menus.main[0]).toMatchObject({title: 'Trimmers', to: '/pages/trimmers-for-men', external: false});
    expect(menus.main[0]!.items[0]).toMatchObject({to: '/products/headshaver-pro-copy', items: []});
    expect(menus.mobile).toEqual([]);
    expect(menus.footer).toEqual([]);
  });
});

describe('menuUrlToPath fast path agrees with URL parsing', () => {
  it('maps shop URLs with query, hash, no path and an upper-case host like the URL parser', () => {
    expect(menuUrlToPath('https://BladeAndBalm.in?x=1', shop)).toEqual({to: '/?x=1', external: false});
    expect(menuUrlToPath('https://bladeandbalm.in#top', shop)).toEqual({to: '/#top', external: false});
    expect(menuUrlToPath('HTTPS://bladeandbalm.in/a/b', shop)).toEqual({to: '/a/b', external: false});
    expect(menuUrlToPath('https://bladeandbalm.in:443/a', shop)).toEqual({to: '/a', external: false});
    expect(menuUrlToPath('https://user@bladeandbalm.in/a', shop)).toEqual({to: '/a', external: false});
  });
});
