/** The store's resource route the "Notify me" form posts to (both stores). */
export const NOTIFY_ME_ACTION_PATH = '/api/notify-me';

/**
 * What the action answers; the form shows the store's own words for `code` (gum: in the page's
 * language). `message` is English for non-browser callers. Never echoes the contact back.
 */
export type NotifyMeCode =
  | 'subscribed'
  | 'already'
  | 'required'
  | 'invalid'
  | 'gone'
  | 'throttled'
  | 'failed';
export type NotifyMeResult = {ok: boolean; code: NotifyMeCode; message: string};

/** The address parameter a sign-up posted as a document comes back with: its code (issue 34). */
export const NOTIFY_ME_OUTCOME_PARAM = 'notify';
const CODES: readonly string[] = [
  'subscribed',
  'already',
  'required',
  'invalid',
  'gone',
  'throttled',
  'failed',
] satisfies NotifyMeCode[];
/** The outcome in a page's address, when it is one of ours (anything else is ignored). */
export function postedOutcome(value: string | null): NotifyMeCode | null {
  return value && CODES.includes(value) ? (value as NotifyMeCode) : null;
}

export const NOTIFY_ME_MESSAGES: Record<NotifyMeCode, string> = {
  // The same for a new and a known contact (decision 70); a new one must confirm first (decision 115).
  subscribed:
    'Thanks! If this is your first alert from us, confirm it from the message we send you; then we will let you know when it is back.',
  already:
    'You are already on the list for this one. We will let you know when it is back.',
  required: 'Please enter your e-mail address or mobile number.',
  invalid:
    'Please enter a valid e-mail address or a 10-digit Indian mobile number.',
  gone: 'This product is no longer sold, so we cannot tell you when it is back.',
  throttled:
    'Too many requests from here. Please wait a few minutes and try again.',
  failed: 'Could not save your request. Please try again.',
};

/** English copy (grooming's, gum's English): the labels NotifyMeForm takes. */
export const DEFAULT_NOTIFY_ME_LABELS = {
  title: "Notify me when it's back",
  help: 'Sold out right now. Leave your e-mail or mobile number and we will tell you once, when it is back.',
  contactLabel: 'E-mail or mobile number',
  placeholder: 'E-mail or 10-digit mobile',
  submit: 'Notify me',
  submitting: 'Saving…',
  messages: NOTIFY_ME_MESSAGES,
};
