/**
 * Issue 21, finding 7: nobody can lock a number out of phone login, by asking for codes or by guessing
 * at them. Sends back off per requesting client and per number (send-limit.ts): the number's owner, from
 * another address, gets a code within the per-number back-off (at most 2 minutes), never a 15-minute
 * lock. Wrong guesses stop one client before they burn the code (guess-limit.ts). The attacker and the
 * owner connect from different loopback addresses, as two clients would.
 */
import {request as httpRequest} from 'node:http';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import type {Db} from '../../src/data/db.ts';
import {phoneLoginRoutes} from '../../src/phone-login/routes.ts';
import {BACKOFFS} from '../../src/rate-limit/limits.ts';
import {fixtureDb} from '../fixtures/fixture-builder.ts';
import {serveBackend, type ServedApp} from '../fixtures/http-server.ts';
import {freshLimitsPerTest} from '../fixtures/limits.ts';
import {textedCodes} from '../fixtures/texted-codes.ts';

const ATTACKER = '127.0.0.2';
const OWNER = '127.0.0.1';
const MAX_WAIT_S = BACKOFFS.otpSendsPerNumber.maxDelayMs / 1000;

let db: Db;
let served: ServedApp;

const texts = textedCodes();

beforeAll(async () => {
  db = fixtureDb();
  served = await serveBackend(db, phoneLoginRoutes);
});
afterAll(async () => {
  await served.close();
  db.close();
});
freshLimitsPerTest();

/** POST /phone-login/api/<path> from `from` (a loopback address the request leaves from). */
function call(
  path: string,
  body: Record<string, unknown>,
  from: string,
): Promise<{status: number; retryAfter: number; code?: string}> {
  const url = new URL(`${served.base}/phone-login/api/${path}`);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: {'Content-Type': 'application/json'},
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          const json = JSON.parse(text) as {error?: {code?: string}};
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: Number(res.headers['retry-after'] ?? 0),
            code: json.error?.code,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({merchantId: 'grooming', ...body}));
  });
}

const send = (phone: string, from: string) => call('otp', {phone}, from);
const verify = (phone: string, code: string, from: string) =>
  call('verify', {phone, code}, from);

const later = (seconds: number) =>
  vi.setSystemTime(Date.now() + seconds * 1000);

describe('OTP sends: back off, never lock the owner out', () => {
  it('an attacker asking for codes again and again slows the number down for at most 2 minutes', async () => {
    const victim = '9730000001';
    // The attacker asks every 10 s for 10 minutes: the old limit locked the number after 5 codes for 15 minutes.
    let sentForAttacker = 0;
    for (let i = 0; i < 60; i++) {
      const reply = await send(victim, ATTACKER);
      if (reply.status === 200) sentForAttacker += 1;
      else {
        expect(reply.status).toBe(429);
        expect(reply.code).toBe('TOO_MANY_REQUESTS');
      }
      later(10);
    }
    // The attacker's own back-off doubles: 30 s, 1, 2, 4 min… so few of its 60 requests sent anything.
    expect(sentForAttacker).toBeLessThanOrEqual(6);

    const owner = await send(victim, OWNER);
    if (owner.status === 429) {
      expect(owner.retryAfter).toBeGreaterThan(0);
      expect(owner.retryAfter).toBeLessThanOrEqual(MAX_WAIT_S);
      later(owner.retryAfter);
      expect((await send(victim, OWNER)).status).toBe(200);
    } else {
      expect(owner.status).toBe(200);
    }
  });

  it('the owner asking again is told to wait seconds, not minutes, and then gets a code', async () => {
    const phone = '9730000002';
    expect((await send(phone, OWNER)).status).toBe(200);
    const again = await send(phone, OWNER);
    expect(again).toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      retryAfter: 30,
    });
    later(30);
    expect((await send(phone, OWNER)).status).toBe(200);
  });

  it('one client keeps backing off on one number while other clients and numbers are unaffected', async () => {
    const phone = '9730000003';
    // The attacker asks each time its back-off allows: after 30 s, 1 min, 2 min.
    for (const wait of [30, 60, 120]) {
      expect((await send(phone, ATTACKER)).status).toBe(200);
      later(wait);
    }
    expect((await send(phone, ATTACKER)).status).toBe(200);
    later(MAX_WAIT_S);
    // The number's pace has passed for everyone else; the attacker's own wait has doubled past it.
    const attacker = await send(phone, ATTACKER);
    expect(attacker).toMatchObject({status: 429, code: 'TOO_MANY_REQUESTS'});
    expect(attacker.retryAfter).toBeGreaterThan(0);
    expect((await send(phone, OWNER)).status).toBe(200);
    later(MAX_WAIT_S);
    expect((await send('9730000004', ATTACKER)).status).toBe(200);
  });
});

describe("OTP guesses: nobody can burn the owner's code", () => {
  it("an attacker guessing at a number's live code is stopped before the code is, and the owner's code still works", async () => {
    const phone = '9730000005';
    expect((await send(phone, OWNER)).status).toBe(200);
    const code = texts.codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const replies = [];
    for (let i = 0; i < 8; i++)
      replies.push(await verify(phone, wrong, ATTACKER));
    expect(replies.slice(0, 5).map((r) => r.code)).toEqual(
      Array(5).fill('WRONG_CODE'),
    );
    for (const refused of replies.slice(5)) {
      expect(refused).toMatchObject({
        status: 429,
        code: 'TOO_MANY_WRONG_CODES',
      });
      expect(refused.retryAfter).toBeGreaterThan(0);
    }
    expect((await verify(phone, code, OWNER)).status).toBe(200);
  });

  it('a code still burns after enough wrong guesses from everyone together (brute force)', async () => {
    const phone = '9730000006';
    expect((await send(phone, OWNER)).status).toBe(200);
    const code = texts.codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const from of ['127.0.0.3', '127.0.0.4', '127.0.0.5'])
      for (let i = 0; i < 5; i++) await verify(phone, wrong, from);
    expect(await verify(phone, code, OWNER)).toMatchObject({
      status: 400,
      code: 'OTP_EXPIRED',
    });
  });
});
