import {describe, expect, it} from 'vitest';
import {parseContact} from './contact';

describe('parseContact', () => {
  it.each([
    ['98765 43210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['6000000000', '+916000000000'],
  ])('reads the Indian mobile %j as %s', (input, phone) => {
    expect(parseContact(input)).toEqual({
      ok: true,
      contact: {channel: 'SMS', phone},
    });
  });

  it('reads an e-mail address, lower-cased and trimmed', () => {
    expect(parseContact('  Asha.K@Example.IN ')).toEqual({
      ok: true,
      contact: {channel: 'EMAIL', email: 'asha.k@example.in'},
    });
  });

  it.each([
    '5876543210',
    '98765',
    '+4479460000000',
    '+91 98765 4321',
    '12345678901234',
    'asha@',
    'asha@example',
    'a b@example.in',
    'call me',
    `${'a'.repeat(250)}@example.in`,
  ])('refuses %j as invalid', (input) => {
    expect(parseContact(input)).toEqual({ok: false, reason: 'invalid'});
  });

  it.each(['', '   ', null, undefined, 42])(
    'asks for something when given %j',
    (input) => {
      expect(parseContact(input)).toEqual({ok: false, reason: 'required'});
    },
  );
});
