/**
 * What a shopper types into "Notify me": an e-mail address or an Indian mobile number. Phone numbers
 * are read the ways Indians write them (98765 43210, +91 98765-43210, 098765 43210, 919876543210) and
 * sent in E.164 (+919876543210); a mobile starts with 6-9. The marketing service checks again.
 */

export type Contact =
  {channel: 'EMAIL'; email: string} | {channel: 'SMS'; phone: string};
export type ContactCheck =
  {ok: true; contact: Contact} | {ok: false; reason: 'required' | 'invalid'};

const MAX_LENGTH = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const MOBILE = /^[6-9]\d{9}$/;

export function parseContact(input: unknown): ContactCheck {
  const text = typeof input === 'string' ? input.trim() : '';
  if (!text) return {ok: false, reason: 'required'};
  if (text.length > MAX_LENGTH) return {ok: false, reason: 'invalid'};
  if (text.includes('@'))
    return EMAIL.test(text)
      ? {ok: true, contact: {channel: 'EMAIL', email: text.toLowerCase()}}
      : {ok: false, reason: 'invalid'};
  if (!/^[+\d][\d\s-]*$/.test(text)) return {ok: false, reason: 'invalid'};
  const digits = text.replace(/[\s-]/g, '');
  const national = digits.startsWith('+91')
    ? digits.slice(3)
    : digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return MOBILE.test(national)
    ? {ok: true, contact: {channel: 'SMS', phone: `+91${national}`}}
    : {ok: false, reason: 'invalid'};
}
