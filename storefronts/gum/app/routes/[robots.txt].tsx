import type {Route} from './+types/[robots.txt]';
import {robotsResponse} from '@shared/seo/robots';
import {store} from '~/store';
import {pathPrefix} from '@shared/i18n/url';
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';

/** robots.txt (shared with the grooming store), keeping cart, account and search out in every language. */
export async function loader({request}: Route.LoaderArgs) {
  return robotsResponse(request, {
    prefixes: store.locales.map((language) =>
      pathPrefix(language, store.defaultLocale),
    ),
  });
}

export const action = methodNotAllowed('GET');
