/** Server-side newsletter address rules (the storefront only checks presence). */

export const MAX_EMAIL_LENGTH = 254;

export type EmailCheck =
  {ok: true; email: string} | {ok: false; message: string};

// local@domain.tld: no spaces, one @, a dot in the domain, labels not starting/ending with '-' or '.'.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** Trims and lower-cases an address and says why it is refused, in words a shopper can read. */
export function checkEmail(input: unknown): EmailCheck {
  if (typeof input !== 'string' || input.trim() === '')
    return {ok: false, message: 'Email is required'};
  const email = input.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH)
    return {ok: false, message: 'Email address is too long'};
  const [local = ''] = email.split('@');
  if (
    !EMAIL_PATTERN.test(email) ||
    local.startsWith('.') ||
    local.endsWith('.') ||
    local.includes('..')
  ) {
    return {ok: false, message: 'Please enter a valid email address'};
  }
  return {ok: true, email};
}
