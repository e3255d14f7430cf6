import {describe, expect, it} from 'vitest';
import type {ShouldRevalidateFunctionArgs} from 'react-router';
import {rootShouldRevalidate} from './root-revalidation';

const at = (
  from: string,
  to: string,
  extra: Partial<ShouldRevalidateFunctionArgs> = {},
) =>
  ({
    currentUrl: new URL(from, 'https://shop.example'),
    nextUrl: new URL(to, 'https://shop.example'),
    defaultShouldRevalidate: true,
    ...extra,
  }) as ShouldRevalidateFunctionArgs;

describe('rootShouldRevalidate', () => {
  it('keeps the root data on a plain navigation and reloads it for the same URL', () => {
    expect(rootShouldRevalidate(at('/', '/collections/all'))).toBe(false);
    expect(rootShouldRevalidate(at('/faq', '/faq'))).toBe(true);
  });

  it('reloads after a mutation, but not after one the server refused', () => {
    expect(
      rootShouldRevalidate(
        at('/', '/', {formMethod: 'POST', formAction: '/cart'}),
      ),
    ).toBe(true);
    expect(
      rootShouldRevalidate(
        at('/', '/', {
          formMethod: 'POST',
          formAction: '/cart',
          actionStatus: 503,
        }),
      ),
    ).toBe(false);
  });

  it('skips the actions a store names as changing nothing the root returns', () => {
    const args = at('/', '/', {formMethod: 'POST', formAction: '/newsletter'});
    expect(rootShouldRevalidate(args, {quietActions: ['/newsletter']})).toBe(
      false,
    );
    expect(rootShouldRevalidate(args)).toBe(true);
  });

  it("reloads on a URL change the store names (gum's language)", () => {
    const language = (current: URL, next: URL) =>
      current.pathname.startsWith('/hi') !== next.pathname.startsWith('/hi');
    expect(
      rootShouldRevalidate(at('/hi/faq', '/faq'), {
        urlChangeRevalidates: language,
      }),
    ).toBe(true);
    expect(
      rootShouldRevalidate(at('/faq', '/collections/all'), {
        urlChangeRevalidates: language,
      }),
    ).toBe(false);
  });
});
