import {Form, useLocation, useNavigation} from 'react-router';
import {useTranslation} from 'react-i18next';
import {LANGUAGE_KEY} from '@shared/i18n/languages';
import {store} from '~/store';

/**
 * English / हिन्दी switch: a POST to /language sets the `preferred-language` cookie and goes to the
 * same page in the other language (`/faq` ⇄ `/hi/faq`), whose loaders then run in it (works without
 * JavaScript).
 */
/** Each language's short name in its own script. */
const SHORT_NAMES: Record<string, string> = {en: 'EN', hi: 'हिं'};

/** `label` names this switch when the page has two (the header's and the mobile menu's). */
export function LanguageSwitch({
  current,
  className = '',
  label,
}: {
  current: string;
  className?: string;
  label?: string;
}) {
  const {t} = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const pending =
    navigation.formAction === '/language'
      ? navigation.formData?.get('language')
      : null;
  const redirectTo = `${location.pathname}${location.search}`;
  return (
    <Form
      method="post"
      action="/language"
      className={`lang-switch ${className}`}
      aria-label={label ?? t('language.label')}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent)
          .submitter as HTMLButtonElement | null;
        try {
          if (submitter?.value)
            window.localStorage.setItem(LANGUAGE_KEY, submitter.value);
        } catch {
          // ignore storage errors
        }
      }}
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {store.locales.map((language) => {
        const active = (pending ?? current) === language;
        return (
          <button
            key={language}
            type="submit"
            name="language"
            value={language}
            lang={language}
            className="text-button lang-switch__option"
            aria-pressed={active}
            data-testid={`lang-${language}`}
            aria-label={t(`language.${language}`)}
          >
            <span className="lang-switch__long">
              {t(`language.${language}`)}
            </span>
            {/* Phones: the header has no room for both names in full. */}
            <span className="lang-switch__short" aria-hidden="true">
              {SHORT_NAMES[language]}
            </span>
          </button>
        );
      })}
    </Form>
  );
}
