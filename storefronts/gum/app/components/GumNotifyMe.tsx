import {useTranslation} from 'react-i18next';
import {NotifyMe} from '@shared/notify-me/LazyNotifyMe';

/** The shared back-in-stock form with gum's copy in the page's language (shared/notify-me). */
export function GumNotifyMe({variantId}: {variantId: string}) {
  const {t} = useTranslation();
  const text = (key: string) => t(`notifyMe.${key}`);
  const labels = {
    title: text('title'),
    help: text('help'),
    contactLabel: text('contactLabel'),
    placeholder: text('placeholder'),
    submit: text('submit'),
    submitting: text('submitting'),
    messages: {
      subscribed: text('subscribed'),
      already: text('already'),
      required: text('required'),
      invalid: text('invalid'),
      gone: text('gone'),
      throttled: text('throttled'),
      failed: text('failed'),
    },
  };
  return <NotifyMe variantId={variantId} labels={labels} />;
}
