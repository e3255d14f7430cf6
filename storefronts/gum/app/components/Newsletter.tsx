import {useEffect, useId, useRef, useState} from 'react';
import {useFetcher} from 'react-router';
import {useTranslation} from 'react-i18next';
import {useTrack} from '@shared/analytics/events';
import {NEWSLETTER_ACTION_PATH, type NewsletterResult} from '@shared/newsletter/constants';

/**
 * The gum store's newsletter form, posting to the shared newsletter action. It is composed here
 * rather than using `shared/newsletter/NewsletterForm` because that form's copy is fixed English
 * with grooming's messages; gum shows 'Thanks for subscribing' / 'Failed to subscribe. Please try
 * again.' in the shopper's language.
 */
export function GumNewsletter() {
  const {t} = useTranslation();
  const fetcher = useFetcher<NewsletterResult>({key: 'gum-newsletter'});
  const track = useTrack();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'idle' | 'success' | 'error'>('idle');
  const handled = useRef<unknown>(undefined);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok) {
      setStatus('success');
      if (input.current) input.current.value = '';
      track('newsletter_subscribed', {source: 'footer'});
    } else {
      setStatus('error');
    }
  }, [fetcher.state, fetcher.data, track]);

  const submitting = fetcher.state !== 'idle';
  return (
    <section className="newsletter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('footer.newsletterTitle')}</h2>
      <p>{t('footer.newsletterText')}</p>
      <fetcher.Form method="post" action={NEWSLETTER_ACTION_PATH} className="newsletter__form" onSubmit={() => setStatus('idle')}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('footer.emailLabel')}
        </label>
        <input
          ref={input}
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t('footer.emailPlaceholder')}
          aria-describedby={`${id}-status`}
          aria-invalid={status === 'error' || undefined}
        />
        <button type="submit" className="button button--accent" disabled={submitting}>
          {submitting ? t('footer.subscribing') : t('footer.subscribe')}
        </button>
      </fetcher.Form>
      <p id={`${id}-status`} className={`newsletter__status newsletter__status--${status}`} role="status" aria-live="polite">
        {status === 'success' ? t('footer.subscribed') : status === 'error' ? t('footer.subscribeFailed') : ''}
      </p>
    </section>
  );
}
