/** Newsletter sign-up messages and timings (docs/requirements.md, grooming: behaviour, errors, constants). */
export const NEWSLETTER_MESSAGES = {
  required: 'Email is required',
  success: 'Thanks for subscribing!',
  failed: 'Failed to subscribe',
  network: 'Failed to subscribe. Please try again.',
  /** The list is rate-limiting this shopper (429 / THROTTLED). */
  throttled:
    'Too many sign-ups from here. Please wait a few minutes and try again.',
} as const;
/** Errors stay on screen (in red) this long. */
export const NEWSLETTER_ERROR_MS = 5000;
export const NEWSLETTER_ACTION_PATH = '/api/newsletter/subscribe';

export type NewsletterResult =
  | {ok: true; message: string; email: string}
  | {ok: false; error: string; code?: 'THROTTLED'};

/** The address parameter a sign-up posted without JavaScript comes back with (issue 34). */
export const NEWSLETTER_OUTCOME_PARAM = 'newsletter';
