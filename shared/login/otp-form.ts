/** What the login page (PhoneLoginForm) and its action (otp-form.server.ts) share; safe in the browser. */

/** Why a submission was refused; the page says it in its own language (`PhoneLoginFormLabels.errors`). */
export type OtpFormError =
  | 'invalidPhone'
  | 'invalidCode'
  | 'wrongCode'
  | 'expired'
  | 'tooManyWrongCodes'
  | 'wait'
  | 'throttled'
  | 'failed'
  | 'unavailable'
  | 'badRequest';

export interface OtpFormState {
  step: 'phone' | 'code';
  /** The number as the shopper typed it (their own; carried to the code step in a hidden field). */
  phone: string;
  /** Where a completed login goes: a same-origin path. */
  returnTo: string;
  error: OtpFormError | null;
  /** `wait`: seconds until another code may be asked for this number. */
  retryAfterSeconds?: number;
  /** A code was sent by this submission. */
  sent?: boolean;
}

/** The form field the return path travels in, on the page's address and in the form. */
export const RETURN_TO_PARAM = 'return_to';
