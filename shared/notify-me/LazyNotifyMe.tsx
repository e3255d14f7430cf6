import {lazy, Suspense, useRef, type ComponentProps} from 'react';
import {useSearchParams} from 'react-router';
import {useHydrated} from '../chrome/use-hydrated';
import {usePageLanguage} from '@shared/i18n/links';
import type NotifyMeForm from './NotifyMeForm';
import {
  DEFAULT_NOTIFY_ME_LABELS,
  NOTIFY_ME_ACTION_PATH,
  NOTIFY_ME_OUTCOME_PARAM,
  postedOutcome,
} from './constants';

const Form = lazy(() => import('./NotifyMeForm'));

/**
 * The form as its own chunk, fetched only for a sold-out variant and drawn once the page has hydrated:
 * a lazy boundary in the server HTML would be switched to client rendering by any update that reaches
 * it before its chunk arrives (React error 421), dropping what the shopper had typed. Until then the same
 * form as plain HTML posts as a document (no JavaScript, or a tap before hydration; decision 112), and the
 * action sends the shopper back here with the outcome's code, shown in the page's language.
 */
export function NotifyMe(
  props: Omit<ComponentProps<typeof NotifyMeForm>, 'typedBefore'>,
) {
  const hydrated = useHydrated();
  // What the shopper typed into the plain form while the chunk loaded is carried into the live one.
  const plainField = useRef<HTMLInputElement | null>(null);
  const placeholder = <PlainNotifyMe {...props} field={plainField} />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Form {...props} typedBefore={plainField} />
    </Suspense>
  );
}

function PlainNotifyMe({
  variantId,
  labels = DEFAULT_NOTIFY_ME_LABELS,
  action = NOTIFY_ME_ACTION_PATH,
  field,
}: Omit<ComponentProps<typeof NotifyMeForm>, 'typedBefore'> & {
  field: {current: HTMLInputElement | null};
}) {
  const language = usePageLanguage();
  const [params] = useSearchParams();
  const code = postedOutcome(params.get(NOTIFY_ME_OUTCOME_PARAM));
  const ok = code === 'subscribed' || code === 'already';
  return (
    <section
      className="notify-me notify-me--pending"
      data-testid="notify-me"
      data-status={code ?? 'idle'}
    >
      <h2 className="notify-me__title">{labels.title}</h2>
      <p className="notify-me__help">{labels.help}</p>
      <form method="post" action={action} className="notify-me__form">
        <input type="hidden" name="variantId" value={variantId} />
        {language ? (
          <input type="hidden" name="language" value={language} />
        ) : null}
        <input
          ref={(element) => {
            field.current = element;
          }}
          name="contact"
          type="text"
          inputMode="email"
          autoComplete="email"
          placeholder={labels.placeholder}
          aria-label={labels.contactLabel}
          maxLength={254}
          required
          aria-invalid={code !== null && !ok}
        />
        <button type="submit" className="notify-me__submit">
          {labels.submit}
        </button>
      </form>
      <p
        className={`notify-me__message${ok ? ' notify-me__message--ok' : ''}`}
        role={ok ? 'status' : 'alert'}
      >
        {code ? labels.messages[code] : ''}
      </p>
    </section>
  );
}
