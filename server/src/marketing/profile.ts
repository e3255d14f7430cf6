/**
 * The profile of a back-in-stock subscription as the marketing service checks it: an e-mail address
 * (channel EMAIL) or an Indian mobile number in E.164, +91 and ten digits starting 6-9 (channel SMS).
 */
import {checkEmail} from '../newsletter/email.ts';
import type {Channel} from '../data/marketing.ts';

export type ProfileCheck =
  | {ok: true; channel: Channel; contact: string}
  | {ok: false; pointer: string; message: string};

const INDIAN_MOBILE = /^\+91[6-9]\d{9}$/;

const POINTER = '/data/attributes/profile/data/attributes';

export function checkProfile(
  attributes: unknown,
  channels: unknown,
): ProfileCheck {
  const profile = (
    attributes && typeof attributes === 'object' ? attributes : {}
  ) as {email?: unknown; phone_number?: unknown};
  const wanted = Array.isArray(channels) ? channels : [];
  if (wanted.length !== 1 || (wanted[0] !== 'EMAIL' && wanted[0] !== 'SMS')) {
    return {
      ok: false,
      pointer: '/data/attributes/channels',
      message: 'channels must be ["EMAIL"] or ["SMS"]',
    };
  }
  if (wanted[0] === 'EMAIL') {
    const email = checkEmail(profile.email);
    return email.ok
      ? {ok: true, channel: 'EMAIL', contact: email.email}
      : {ok: false, pointer: `${POINTER}/email`, message: email.message};
  }
  const phone =
    typeof profile.phone_number === 'string' ? profile.phone_number.trim() : '';
  if (!INDIAN_MOBILE.test(phone)) {
    return {
      ok: false,
      pointer: `${POINTER}/phone_number`,
      message: 'Please enter a valid Indian mobile number (+91 and 10 digits)',
    };
  }
  return {ok: true, channel: 'SMS', contact: phone};
}
