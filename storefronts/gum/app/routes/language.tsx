import {redirect} from 'react-router';
import type {Route} from './+types/language';
import {languageCookie, parseLanguage, safeRedirectPath, withoutLanguageParam} from '@shared/i18n/languages';
import {store} from '~/store';

/**
 * POST /language {language: en|hi, redirectTo}: stores the choice in the `preferred-language`
 * cookie and returns to the page. Unsupported languages are ignored (no cookie change).
 */
export async function action({request}: Route.ActionArgs) {
  const form = await request.formData();
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
