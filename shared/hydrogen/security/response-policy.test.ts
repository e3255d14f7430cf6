import {describe, expect, it, vi} from 'vitest';
import {
  CROSS_SITE_MESSAGE,
  crossSiteReason,
  refuseCrossSiteRequest,
} from './csrf';
import {setSecurityHeaders} from './security-headers';
import {
  PRIVATE_NO_STORE,
  PUBLIC_PAGE_CACHE,
  setCacheControl,
} from '../caching/cache-control';
import {storefrontCsp} from './csp';

const STORE = 'http://store.test';
const req = (path: string, init: RequestInit = {}) =>
  new Request(`${STORE}${path}`, init);

describe('cross-site request guard', () => {
  it('refuses a state change from another origin or site, with a readable 403 and no cookie', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const headers of [
        {Origin: 'https://evil.example'},
        {Origin: 'null'},
        {'Sec-Fetch-Site': 'cross-site'},
        {'Sec-Fetch-Site': 'same-site'},
      ]) {
        const refused = refuseCrossSiteRequest(req('/cart', {method, headers}));
        expect(refused?.status, `${method} ${JSON.stringify(headers)}`).toBe(
          403,
        );
        expect(await refused!.text()).toBe(CROSS_SITE_MESSAGE);
        expect(refused!.headers.has('Set-Cookie')).toBe(false);
      }
    }
    const json = refuseCrossSiteRequest(
      req('/api/cart', {
        method: 'POST',
        headers: {Origin: 'https://evil.example', Accept: 'application/json'},
      }),
    );
    expect(await json!.json()).toEqual({ok: false, error: CROSS_SITE_MESSAGE});
    vi.restoreAllMocks();
  });

  it('refuses in the language the store names for the request, English by default; a browser gets a page home', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const forged = (path: string, accept = 'text/html') =>
      req(path, {
        method: 'POST',
        headers: {Origin: 'https://evil.example', Accept: accept},
      });
    const hindi = (request: Request) =>
      new URL(request.url).pathname.startsWith('/hi/')
        ? {
            language: 'hi',
            home: {label: 'होम पर वापस जाएँ', path: '/hi'},
            crossSite: 'अनुरोध <अस्वीकार>',
            unexpected: 'गड़बड़',
          }
        : {
            language: 'en',
            home: {label: 'Home', path: '/'},
            crossSite: 'refused',
            unexpected: 'oops',
          };
    const page = refuseCrossSiteRequest(forged('/hi/cart'), hindi)!;
    expect(page.status).toBe(403);
    expect(page.headers.get('Content-Language')).toBe('hi');
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(page.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'",
    );
    const html = await page.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<p>अनुरोध &#60;अस्वीकार&#62;</p>');
    expect(html).toContain('<a href="/hi">होम पर वापस जाएँ</a>');
    const json = refuseCrossSiteRequest(
      forged('/hi/cart', 'application/json'),
      hindi,
    )!;
    expect(await json.json()).toEqual({ok: false, error: 'अनुरोध <अस्वीकार>'});
    expect(
      await refuseCrossSiteRequest(forged('/cart', '*/*'), hindi)!.text(),
    ).toBe('refused');
    const plain = refuseCrossSiteRequest(forged('/hi/cart', '*/*'))!;
    expect(plain.headers.get('Content-Language')).toBe('en');
    expect(await plain.text()).toBe(CROSS_SITE_MESSAGE);
    expect(await refuseCrossSiteRequest(forged('/hi/cart'))!.text()).toContain(
      '<a href="/">Back to the store</a>',
    );
    vi.restoreAllMocks();
  });

  it('lets same-origin, typed-URL and header-less (non-browser) requests and every read through', () => {
    expect(
      crossSiteReason(
        req('/cart', {
          method: 'POST',
          headers: {Origin: STORE, 'Sec-Fetch-Site': 'same-origin'},
        }),
      ),
    ).toBeNull();
    expect(
      crossSiteReason(
        req('/cart', {method: 'POST', headers: {'Sec-Fetch-Site': 'none'}}),
      ),
    ).toBeNull();
    expect(crossSiteReason(req('/cart', {method: 'POST'}))).toBeNull();
    expect(
      crossSiteReason(
        req('/', {
          headers: {
            Origin: 'https://evil.example',
            'Sec-Fetch-Site': 'cross-site',
          },
        }),
      ),
    ).toBeNull();
  });
});

describe('security headers', () => {
  it('sets nosniff, referrer, framing and permissions policies; HSTS only over https', () => {
    const http = new Headers();
    setSecurityHeaders(req('/'), http);
    expect(http.get('X-Content-Type-Options')).toBe('nosniff');
    expect(http.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(http.get('X-Frame-Options')).toBe('DENY');
    expect(http.get('Permissions-Policy')).toMatch(
      /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
    );
    expect(http.has('Strict-Transport-Security')).toBe(false);
    const https = new Headers();
    setSecurityHeaders(new Request('https://store.test/'), https);
    expect(https.get('Strict-Transport-Security')).toMatch(/^max-age=\d{7,}/);
  });

  it('the page CSP forbids framing and plugins and allows scripts only from the store, the nonce and the widgets', () => {
    const {header, nonce} = storefrontCsp({
      storeDomain: 'https://shop.example',
      checkoutProviderUrl: 'https://checkout.example/widget',
      phoneLoginUrl: 'https://login.example',
    });
    const directives = Object.fromEntries(
      header
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['script-src']).toEqual([
      "'self'",
      'https://checkout.example',
      'https://login.example',
      `'nonce-${nonce}'`,
    ]);
    expect(directives['script-src']).not.toContain('https://shop.example');
    expect(header).not.toContain("'unsafe-eval'");
  });
});

describe('Cache-Control for the full-page cache', () => {
  const decide = (
    request: Request,
    response = new Response('ok', {status: 200}),
  ) => {
    const headers = new Headers(response.headers);
    setCacheControl(request, response, headers);
    return headers.get('Cache-Control');
  };

  it('anonymous catalogue and content pages are public, short-lived, served stale while revalidating', () => {
    for (const path of [
      '/',
      '/products/x',
      '/collections/all',
      '/pages/about',
      '/policies/privacy-policy',
      '/products/x.data',
      '/_root.data',
    ]) {
      expect(decide(req(path)), path).toBe(PUBLIC_PAGE_CACHE);
    }
    // Browsers revalidate (their cache ignores cookies); Oxygen's shared cache keeps it a short while.
    expect(PUBLIC_PAGE_CACHE).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
  });

  it('a public answer varies on Cookie, so a browser never reuses an anonymous copy once it has a cart', () => {
    const headers = new Headers();
    setCacheControl(req('/products/x.data'), new Response('ok'), headers);
    expect(headers.get('Vary')).toMatch(/\bCookie\b/);
  });

  it('anything personal is private, no-store', () => {
    const cases: [string, Request, Response?][] = [
      ['session cookie', req('/', {headers: {Cookie: 'session=abc'}})],
      ['cart cookie', req('/products/x', {headers: {Cookie: 'a=1; cart=c1'}})],
      [
        'language cookie',
        req('/', {headers: {Cookie: 'preferred-language=hi'}}),
      ],
      ['account', req('/account')],
      ['cart page', req('/cart')],
      ['cart data', req('/cart.data')],
      ['localised account', req('/hi/account')],
      ['localised cart', req('/hi/cart')],
      ['localised search data', req('/hi/search.data?q=x')],
      ['api', req('/api/predictive-search?q=x')],
      ['search', req('/search?q=x')],
      ['a pincode answer', req('/products/x?pincode=560029')],
      ['a localised pincode answer', req('/hi/products/x?Size=2&pincode=1')],
      ['POST', req('/products/x', {method: 'POST'})],
      [
        'Set-Cookie',
        req('/'),
        new Response('ok', {headers: {'Set-Cookie': 'x=1'}}),
      ],
      ['server error', req('/'), new Response('no', {status: 500})],
      [
        'a route value on a personal request',
        req('/sitemap.xml', {headers: {Cookie: 'cart=1'}}),
        new Response('x', {headers: {'Cache-Control': 'max-age=86400'}}),
      ],
    ];
    for (const [name, request, response] of cases)
      expect(decide(request, response), name).toBe(PRIVATE_NO_STORE);
  });

  it('a personal path stays private in any letter case or escape (fuzz, issue 35 finding 5)', () => {
    const paths = [
      '/account',
      '/account/orders',
      '/cart',
      '/cart.data',
      '/api/predictive-search?q=x',
      '/api/delivery?pincode=560001',
      '/search?q=x',
      '/search.data?q=x',
      '/language',
      '/hi/search?q=x',
      '/hi/account',
      '/hi/cart',
    ];
    // A small deterministic generator: the same variants on every run.
    let seed = 35;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const variants = (path: string) => {
      const [pathname, query] = path.split('?');
      const withQuery = (p: string) => (query ? `${p}?${query}` : p);
      const out = [
        pathname!.toUpperCase(),
        pathname!.replace(
          /\/([a-z])/g,
          (_m, c: string) => `/${c.toUpperCase()}`,
        ),
        pathname!.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
        pathname!.replace(/^\//, '//'),
      ];
      for (let i = 0; i < 40; i += 1)
        out.push(
          [...pathname!]
            .map((c) => (random() < 0.5 ? c.toUpperCase() : c))
            .join(''),
        );
      return out.map(withQuery);
    };
    for (const path of paths)
      for (const variant of variants(path))
        expect(decide(req(variant)), variant).toBe(PRIVATE_NO_STORE);
  });

  it("keeps a route's own value for anonymous requests; other statuses are not shared", () => {
    expect(
      decide(
        req('/robots.txt'),
        new Response('x', {headers: {'Cache-Control': 'max-age=86400'}}),
      ),
    ).toBe('max-age=86400');
    expect(decide(req('/nope'), new Response('x', {status: 404}))).toBe(
      PRIVATE_NO_STORE,
    );
  });
});
