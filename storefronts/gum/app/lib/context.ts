import {createStorefrontContext} from '@shared/hydrogen/context/context';
import {i18nServer, storefrontLanguage} from '~/i18n';

/**
 * The URL's language (`/hi/…` → hi, no prefix → en) becomes the Storefront API `i18n.language`, so
 * every `@inContext(language: $language)` query on a Hindi page returns Hindi catalogue text.
 */
export function createAppContext(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
) {
  const language = i18nServer.language(request);
  return createStorefrontContext({
    request,
    env,
    executionContext,
    i18n: {language: storefrontLanguage(language), country: 'IN'},
  });
}
