import {useId} from 'react';
import {Form, useNavigation} from 'react-router';
import {Link, useLocalizePath} from '@shared/i18n/links';
import {
  RETURN_TO_PARAM,
  type OtpFormError,
  type OtpFormState,
} from './otp-form';

/** Every string the login page shows; a store passes its own (e.g. translated) copy. */
export interface PhoneLoginFormLabels {
  title: string;
  phoneIntro: string;
  phoneLabel: string;
  phonePlaceholder: string;
  sendOtp: string;
  codeIntro: (phone: string) => string;
  codeLabel: string;
  codePlaceholder: string;
  verify: string;
  resend: string;
  changeNumber: string;
  /** After a code was sent. */
  sent: string;
  /** Shown while a submission is on its way (with JavaScript). */
  working: string;
  errors: Record<Exclude<OtpFormError, 'wait'>, string> & {
    wait: (seconds: number | null) => string;
  };
}

/** Grooming's copy (and gum's English): the provider widget's words, so both paths read alike. */
export const DEFAULT_PHONE_LOGIN_FORM_LABELS: PhoneLoginFormLabels = {
  title: 'Login with mobile number',
  phoneIntro: 'We will send a one-time password (OTP) to your mobile number.',
  phoneLabel: 'Mobile number',
  phonePlaceholder: '10-digit mobile number',
  sendOtp: 'Send OTP',
  codeIntro: (phone) => `Enter the OTP sent to ${phone}.`,
  codeLabel: 'One-time password',
  codePlaceholder: '6-digit OTP',
  verify: 'Verify',
  resend: 'Resend OTP',
  changeNumber: 'Change number',
  sent: 'We have sent an OTP to your mobile number.',
  working: 'Please wait…',
  errors: {
    invalidPhone: 'Please enter a valid 10-digit Indian mobile number.',
    invalidCode: 'Please enter the 6-digit OTP.',
    wrongCode: 'Incorrect OTP. Please check the code and try again.',
    expired: 'This OTP is no longer valid. Please request a new one.',
    tooManyWrongCodes:
      'Too many wrong attempts for this number. Please wait a few minutes and try again.',
    wait: (seconds) =>
      seconds
        ? `Please wait ${seconds} seconds before requesting another OTP for this number.`
        : 'Please wait a little before requesting another OTP for this number.',
    throttled:
      'Too many login attempts. Please wait a few minutes and try again.',
    failed: 'Login failed. Please try again.',
    unavailable: 'Login is unavailable right now. Please try again later.',
    badRequest: 'Please fill in the form and try again.',
  },
};

/**
 * The login page's form (decision 137): a real `<form method="post">` to `/account/login`, so it works
 * before hydration and without JavaScript; once hydrated React Router submits the same form. `state` is
 * the route's action data, else its loader data (`phoneLoginPageLoader`).
 */
export function PhoneLoginForm({
  state,
  labels,
}: {
  state: OtpFormState;
  labels: PhoneLoginFormLabels;
}) {
  const localize = useLocalizePath();
  const action = localize('/account/login');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const id = useId();
  const errorId = `${id}-error`;
  const message = state.error
    ? state.error === 'wait'
      ? labels.errors.wait(state.retryAfterSeconds ?? null)
      : labels.errors[state.error]
    : null;
  const returnTo = (
    <input type="hidden" name={RETURN_TO_PARAM} value={state.returnTo} />
  );
  const invalid = message
    ? {'aria-invalid': true, 'aria-describedby': errorId}
    : {};

  return (
    <section className="phone-login-page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{labels.title}</h1>
      {message ? (
        <p id={errorId} className="phone-login-page__error" role="alert">
          {message}
        </p>
      ) : state.sent ? (
        <p className="phone-login-page__status" role="status">
          {labels.sent}
        </p>
      ) : null}
      {state.step === 'phone' ? (
        <Form
          method="post"
          action={action}
          className="phone-login-page__form"
          data-testid="phone-login-form"
        >
          {returnTo}
          <p>{labels.phoneIntro}</p>
          <label htmlFor={`${id}-phone`}>{labels.phoneLabel}</label>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={labels.phonePlaceholder}
            maxLength={20}
            required
            defaultValue={state.phone}
            {...invalid}
          />
          <button type="submit" name="intent" value="send" disabled={busy}>
            {busy ? labels.working : labels.sendOtp}
          </button>
        </Form>
      ) : (
        <Form
          method="post"
          action={action}
          className="phone-login-page__form"
          data-testid="phone-login-form"
        >
          {returnTo}
          <input type="hidden" name="phone" value={state.phone} />
          <p>{labels.codeIntro(state.phone)}</p>
          <label htmlFor={`${id}-code`}>{labels.codeLabel}</label>
          <input
            id={`${id}-code`}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={labels.codePlaceholder}
            pattern="[0-9]{6}"
            maxLength={6}
            required
            {...invalid}
          />
          <button type="submit" name="intent" value="verify" disabled={busy}>
            {busy ? labels.working : labels.verify}
          </button>
          <div className="phone-login-page__more">
            {/* formNoValidate: asking for a new code needs no code typed. */}
            <button
              type="submit"
              name="intent"
              value="resend"
              formNoValidate
              className="phone-login-page__link"
              disabled={busy}
            >
              {labels.resend}
            </button>
            <Link
              to={`/account/login?${new URLSearchParams({[RETURN_TO_PARAM]: state.returnTo})}`}
              className="phone-login-page__link"
            >
              {labels.changeNumber}
            </Link>
          </div>
        </Form>
      )}
    </section>
  );
}
