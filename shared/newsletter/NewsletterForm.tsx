import {useEffect, useId, useRef, useState, type FormEvent} from 'react';
import {useFetcher, useSearchParams} from 'react-router';
import {useToast} from '@shared/toast/toast-context';
import {useTrack} from '@shared/analytics/events';
import {
  NEWSLETTER_ACTION_PATH,
  NEWSLETTER_ERROR_MS,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_OUTCOME_PARAM,
  type NewsletterResult,
} from './constants';

type Status = 'idle' | 'submitting' | 'success' | 'error';

/** Every string the form shows; a store passes its own (e.g. translated) copy. */
export interface NewsletterCopy {
  emailLabel: string;
  placeholder: string;
  submit: string;
  submitting: string;
  /** Blank input (never sent). */
  required: string;
  success: string;
  /** Any refusal or failure when `serverMessages` is false; a refusal without a message otherwise. */
  failed: string;
  /** Too many sign-ups from this shopper (429): try again later. */
  throttled: string;
  /** Whether the list's own message (e.g. address rules, in English) is shown on a refusal. */
  serverMessages: boolean;
  /** Where success shows: a toast (grooming) or a status line under the form. */
  successDisplay: 'toast' | 'inline';
}

/** Grooming's copy and behaviour (docs/requirements.md, grooming: behaviour, errors): the default. */
export const DEFAULT_NEWSLETTER_COPY: NewsletterCopy = {
  emailLabel: 'Email address',
  placeholder: 'Enter your email',
  submit: 'Subscribe',
  submitting: 'Subscribing…',
  required: NEWSLETTER_MESSAGES.required,
  success: NEWSLETTER_MESSAGES.success,
  failed: NEWSLETTER_MESSAGES.failed,
  throttled: NEWSLETTER_MESSAGES.throttled,
  serverMessages: true,
  successDisplay: 'toast',
};

/**
 * Newsletter sign-up: idle → submitting → success (toast or status line, input cleared,
 * `newsletter_subscribed`) or error (red message for 5s). Works without JavaScript as a plain POST
 * to the resource route. `copy` overrides any of the default strings and behaviours.
 */
export function NewsletterForm({
  title = 'Join the club',
  description = 'Grooming tips, new launches and members-only offers. No spam.',
  action = NEWSLETTER_ACTION_PATH,
  copy: copyOverrides,
}: {
  title?: string;
  description?: string;
  action?: string;
  copy?: Partial<NewsletterCopy>;
}) {
  const copy = {...DEFAULT_NEWSLETTER_COPY, ...copyOverrides};
  const fetcher = useFetcher<NewsletterResult>({key: 'newsletter'});
  const toast = useToast();
  const track = useTrack();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const handled = useRef<NewsletterResult | undefined>(undefined);
  // A sign-up posted before hydration comes back with its outcome in the address (issue 34).
  const [params] = useSearchParams();
  const posted = fetcher.data ? null : params.get(NEWSLETTER_OUTCOME_PARAM);
  const postedError =
    posted === 'failed'
      ? copy.failed
      : posted === 'throttled'
        ? copy.throttled
        : null;

  const status: Status =
    fetcher.state !== 'idle'
      ? 'submitting'
      : error
        ? 'error'
        : done
          ? 'success'
          : 'idle';

  useEffect(() => {
    if (
      fetcher.state !== 'idle' ||
      !fetcher.data ||
      handled.current === fetcher.data
    )
      return;
    handled.current = fetcher.data;
    const result = fetcher.data;
    if (result.ok) {
      setError(null);
      setDone(true);
      if (input.current) input.current.value = '';
      if (copy.successDisplay === 'toast')
        toast.show(copy.success, {tone: 'success'});
      track('newsletter_subscribed', {source: 'footer'});
    } else {
      setDone(false);
      setError(
        result.code === 'THROTTLED'
          ? copy.throttled
          : (copy.serverMessages && result.error) || copy.failed,
      );
    }
  }, [
    fetcher.state,
    fetcher.data,
    toast,
    track,
    copy.successDisplay,
    copy.success,
    copy.serverMessages,
    copy.failed,
    copy.throttled,
  ]);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), NEWSLETTER_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = input.current?.value.trim() ?? '';
    if (!email) {
      // Blank input is never sent.
      setDone(false);
      setError(copy.required);
      input.current?.focus();
      return;
    }
    setError(null);
    fetcher.submit({email}, {method: 'post', action});
  }

  return (
    <section
      className="newsletter"
      aria-labelledby={`${id}-title`}
      data-status={status}
    >
      <h2 id={`${id}-title`} className="newsletter__title">
        {title}
      </h2>
      {description && <p className="newsletter__text">{description}</p>}
      <fetcher.Form
        method="post"
        action={action}
        className="newsletter__form"
        noValidate
        onSubmit={onSubmit}
      >
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {copy.emailLabel}
        </label>
        <input
          ref={input}
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={copy.placeholder}
          aria-invalid={status === 'error'}
          aria-describedby={error ? `${id}-error` : undefined}
          onInput={() => done && setDone(false)}
        />
        <button
          type="submit"
          className="newsletter__submit"
          disabled={status === 'submitting'}
        >
          {status === 'submitting' ? copy.submitting : copy.submit}
        </button>
      </fetcher.Form>
      <p
        id={`${id}-error`}
        className="newsletter__error"
        role="alert"
        aria-live="assertive"
      >
        {error ?? postedError ?? ''}
      </p>
      {(copy.successDisplay === 'inline' || posted === 'subscribed') && (
        <p className="newsletter__status" role="status" aria-live="polite">
          {done || posted === 'subscribed' ? copy.success : ''}
        </p>
      )}
    </section>
  );
}
