import type {Route} from './+types/[robots.txt]';
import {robotsResponse} from '@shared/seo/robots';
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';

/** robots.txt (shared with the gum store): shop pages are crawlable; cart, account, APIs and search results are not. */
export async function loader({request}: Route.LoaderArgs) {
  return robotsResponse(request);
}

export const action = methodNotAllowed('GET');
