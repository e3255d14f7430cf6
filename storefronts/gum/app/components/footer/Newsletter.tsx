import {useTranslation} from 'react-i18next';
import {NewsletterForm} from '@shared/newsletter/NewsletterForm';

/**
 * The shared newsletter form with the gum store's copy (docs/requirements.md) in the shopper's language: success
 * 'Thanks for subscribing' under the form, any failure 'Failed to subscribe. Please try again.'
 * (the list's own English messages are not shown, so nothing English leaks into Hindi pages).
 */
export function GumNewsletter() {
  const {t} = useTranslation();
  return (
    <NewsletterForm
      title={t('footer.newsletterTitle')}
      description={t('footer.newsletterText')}
      copy={{
        emailLabel: t('footer.emailLabel'),
        placeholder: t('footer.emailPlaceholder'),
        submit: t('footer.subscribe'),
        submitting: t('footer.subscribing'),
        required: t('footer.emailRequired'),
        success: t('footer.subscribed'),
        failed: t('footer.subscribeFailed'),
        throttled: t('footer.subscribeThrottled'),
        serverMessages: false,
        successDisplay: 'inline',
      }}
    />
  );
}
