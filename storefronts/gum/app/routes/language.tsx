import {redirect} from 'react-router';
import type {Route} from './+types/language';
import {
  languageCookie,
  parseLanguage,
  safeRedirectPath,
} from '@shared/i18n/languages';
import {languageFromPath} from '@shared/i18n/url';
import {
  badRequest,
  readFormBody,
} from '@shared/hydrogen/security/bad-request.server';
import {languageOptions, localizePathFor} from '~/i18n';

export async function loader() {
  return redirect('/');
}

/**
 * POST /language {language: en|hi, redirectTo}: the language switch. Stores the choice in the
 * `preferred-language` cookie and goes to the same page in that language (`/faq` ⇄ `/hi/faq`).
 * An unsupported language changes nothing (no cookie, same page); a body that is not a form, or
 * has no `language`, is a 400 that says so.
 */
export async function action({request}: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form)
    return badRequest(
      'Send the language as a form: language=en or language=hi (application/x-www-form-urlencoded).',
      415,
    );
  if (!form.has('language'))
    return badRequest('language is required (en or hi).');
  const redirectTo = safeRedirectPath(form.get('redirectTo'));
  const language = parseLanguage(
    form.get('language'),
    languageOptions.supported,
  );
  if (!language)
    return redirect(
      localizePathFor(
        redirectTo,
        languageFromPath(redirectTo, languageOptions),
      ),
    );
  return redirect(localizePathFor(redirectTo, language), {
    headers: {
      'Set-Cookie': languageCookie(language, {
        secure: new URL(request.url).protocol === 'https:',
      }),
    },
  });
}
