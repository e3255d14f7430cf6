import {describe, expect, it} from 'vitest';
import {peekToken, signToken, verifyToken} from './tokens.ts';

const SECRET = 'a'.repeat(64);
const NOW = new Date('2026-12-01T10:00:00.000Z');
const claims = {
  shop: 'gum',
  orderId: 42,
  nonce: 'n0nce',
  exp: NOW.getTime() / 1000 + 3600,
};

describe('confirmation tokens', () => {
  it('verify with the shop’s secret until they expire', () => {
    const token = signToken(SECRET, claims);
    expect(verifyToken(SECRET, token, NOW)).toEqual({ok: true, claims});
    expect(
      verifyToken(SECRET, token, new Date(NOW.getTime() + 3_599_000)).ok,
    ).toBe(true);
    expect(
      verifyToken(SECRET, token, new Date(NOW.getTime() + 3_600_000)),
    ).toEqual({ok: false, error: 'expired'});
  });

  it('refuse another secret, a changed order or a changed signature', () => {
    const token = signToken(SECRET, claims);
    expect(verifyToken('b'.repeat(64), token, NOW)).toEqual({
      ok: false,
      error: 'signature',
    });
    expect(verifyToken(null, token, NOW)).toEqual({
      ok: false,
      error: 'signature',
    });
    const other = signToken(SECRET, {...claims, orderId: 43}).split('.')[0];
    expect(verifyToken(SECRET, `${other}.${token.split('.')[1]}`, NOW)).toEqual(
      {ok: false, error: 'signature'},
    );
    expect(verifyToken(SECRET, `${token}x`, NOW)).toEqual({
      ok: false,
      error: 'signature',
    });
  });

  it('refuse what is not a token', () => {
    for (const bad of ['', 'abc', 'a.b.c', `${'x'.repeat(500)}.y`, '%%.%%'])
      expect(verifyToken(SECRET, bad, NOW)).toEqual({
        ok: false,
        error: 'malformed',
      });
    expect(
      peekToken(Buffer.from('[1,2]').toString('base64url') + '.sig'),
    ).toBeNull();
  });
});
