import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {
  countNewsletterSubscribers,
  findNewsletterSubscriber,
} from '../../src/data/newsletter.ts';
import {routes} from '../../src/routes.ts';
import {checkEmail} from '../../src/newsletter/email.ts';
import {fixtureDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';

let db: Db;
let served: ServedApp;
let base = '';

beforeAll(async () => {
  db = fixtureDb();
  served = await serveBackend(db, routes);
  base = served.base;
});

afterAll(async () => {
  await served.close();
  db.close();
});

async function subscribe(body: unknown, init: RequestInit = {}) {
  const response = await fetch(`${base}/newsletter/subscribe`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, any>,
  };
}

describe('POST /newsletter/subscribe', () => {
  it('subscribes an address and answers 200 again for the same address without a second row', async () => {
    const first = await subscribe({
      shop: 'grooming',
      email: 'Rahul.Sharma@Example.in',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      ok: true,
      email: 'rahul.sharma@example.in',
      alreadySubscribed: false,
    });

    const again = await subscribe({
      shop: 'grooming',
      email: '  rahul.sharma@example.in ',
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      ok: true,
      email: 'rahul.sharma@example.in',
      alreadySubscribed: true,
    });

    expect(
      findNewsletterSubscriber(db, 'grooming', 'rahul.sharma@example.in')
        ?.email,
    ).toBe('rahul.sharma@example.in');
    expect(countNewsletterSubscribers(db, 'grooming')).toBe(1);
  });

  it('keeps each shop’s list separate', async () => {
    const before = countNewsletterSubscribers(db, 'gum');
    const reply = await subscribe({
      shop: 'gum',
      email: 'rahul.sharma@example.in',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.alreadySubscribed).toBe(false);
    expect(countNewsletterSubscribers(db, 'gum')).toBe(before + 1);
  });

  it.each([
    ['not-an-email', 'Please enter a valid email address'],
    ['a@b', 'Please enter a valid email address'],
    ['two@@example.in', 'Please enter a valid email address'],
    ['spaces in@example.in', 'Please enter a valid email address'],
    ['', 'Email is required'],
    ['   ', 'Email is required'],
  ])('refuses %j with 400 and a readable message', async (email, message) => {
    const reply = await subscribe({shop: 'grooming', email});
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(message);
  });

  it('refuses a missing email, a missing shop and an unknown shop', async () => {
    expect((await subscribe({shop: 'grooming'})).body.error.message).toBe(
      'Email is required',
    );
    const noShop = await subscribe({email: 'a@example.in'});
    expect(noShop.status).toBe(400);
    expect(noShop.body.error.message).toBe('Shop is required');
    const unknown = await subscribe({shop: 'nope', email: 'a@example.in'});
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Unknown shop "nope"');
  });

  it('answers 400 for a body that is not JSON and 405 for GET', async () => {
    const bad = await subscribe('{oops');
    expect(bad.status).toBe(400);
    const get = await fetch(`${base}/newsletter/subscribe`);
    expect(get.status).toBe(405);
  });

  it('does not store refused addresses', async () => {
    await subscribe({shop: 'grooming', email: 'bad@'});
    expect(findNewsletterSubscriber(db, 'grooming', 'bad@')).toBeNull();
  });
});

describe('checkEmail', () => {
  it('normalises case and whitespace', () => {
    expect(checkEmail('  A.B+tag@Mail.Example.IN ')).toEqual({
      ok: true,
      email: 'a.b+tag@mail.example.in',
    });
  });
  it('refuses dotted edge cases and over-long addresses', () => {
    expect(checkEmail('.a@example.in').ok).toBe(false);
    expect(checkEmail('a..b@example.in').ok).toBe(false);
    expect(checkEmail(`${'a'.repeat(250)}@example.in`)).toEqual({
      ok: false,
      message: 'Email address is too long',
    });
    expect(checkEmail(42)).toEqual({ok: false, message: 'Email is required'});
  });
});
