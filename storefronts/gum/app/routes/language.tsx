import {redirect} from 'react-router';
import type {Route} from './+types/language';
import {languageCookie, parseLanguage, safeRedirectPath, withoutLanguageParam} from '@shared/i18n/languages';
import {badRequest, readFormBody} from '@shared/hydrogen/bad-request.server';
import {store} from '~/store';

/**
 * POST /language {language: en|hi, redirectTo}: stores the choice in the `preferred-language`
 * cookie and returns to the page. Unsupported languages are ignored (no cookie change); a body
 * that is not a form, or has no `language`, is a 400 that says so.
 */
export async function action({request}: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) return badRequest('Send the language as a form: language=en or language=hi (application/x-www-form-urlencoded).', 415);
  if (!form.has('language')) return badRequest('language is required (en or hi).');
  const redirectTo = withoutLanguageParam(safeRedirectPath(form.get('redirectTo')));
  const language = parseLanguage(form.get('language'), store.locales);
  if (!language) return redirect(redirectTo);
  return redirect(redirectTo, {
    headers: {'Set-Cookie': languageCookie(language, {secure: new URL(request.url).protocol === 'https:'})},
  });
}

export async function loader() {
  return redirect('/');
}
