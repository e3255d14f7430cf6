import {afterEach, describe, expect, it, vi} from 'vitest';
import type {ServerBuild} from 'react-router';
import {createStorefrontFetchHandler} from './request-handler';

// A build with no routes: these tests never reach React Router, the context fails first.
const EMPTY_BUILD = {
  routes: {},
  entry: {module: {}},
  assets: {entry: {module: '', imports: []}, routes: {}, url: '', version: ''},
  basename: '/',
  future: {},
  publicPath: '/',
  assetsBuildDirectory: '',
  ssr: true,
  isSpaMode: false,
  prerender: [],
} as unknown as ServerBuild;

const failingContext = () => {
  throw new Error(
    'SESSION_SECRET environment variable is not set at /srv/app/server.ts:12',
  );
};

const hindiWords = (request: Request) =>
  new URL(request.url).pathname.startsWith('/hi')
    ? {
        language: 'hi',
        home: {label: 'होम पर वापस जाएँ', path: '/hi'},
        crossSite: 'अस्वीकार',
        unexpected: 'हमारी तरफ़ से कुछ <गड़बड़> हो गई।',
      }
    : {
        language: 'en',
        home: {label: 'Home', path: '/'},
        crossSite: 'refused',
        unexpected: 'Something went wrong on our side.',
      };

describe('the worker when the request context cannot be built', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives a browser a short page in the URL’s language that leads home, never the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = createStorefrontFetchHandler(
      EMPTY_BUILD,
      failingContext as never,
      {
        wordsFor: hindiWords,
      },
    );
    const response = await handler.fetch(
      new Request('http://store.test/hi/products/x', {
        headers: {Accept: 'text/html'},
      }),
      {} as Env,
      {} as ExecutionContext,
    );
    expect(response.status).toBe(500);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Content-Language')).toBe('hi');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<p>हमारी तरफ़ से कुछ &#60;गड़बड़&#62; हो गई।</p>');
    expect(html).toContain('<a href="/hi">होम पर वापस जाएँ</a>');
    expect(html).not.toMatch(/SESSION_SECRET|server\.ts|Error/);
  });

  it('answers a JSON caller in JSON and others in plain English by default', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = createStorefrontFetchHandler(
      EMPTY_BUILD,
      failingContext as never,
    );
    const json = await handler.fetch(
      new Request('http://store.test/api/cart', {
        headers: {Accept: 'application/json'},
      }),
      {} as Env,
      {} as ExecutionContext,
    );
    expect(json.status).toBe(500);
    expect(await json.json()).toEqual({
      ok: false,
      error: 'Something went wrong on our side. Please try again in a minute.',
    });
    const plain = await handler.fetch(
      new Request('http://store.test/hi'),
      {} as Env,
      {} as ExecutionContext,
    );
    expect(plain.headers.get('Content-Language')).toBe('en');
    expect(await plain.text()).toBe(
      'Something went wrong on our side. Please try again in a minute.',
    );
  });
});
