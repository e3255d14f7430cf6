// GET [/hi]/api/recently-viewed?handles=a,b: current price and stock of the recently viewed products,
// in the URL's language (shared/recently-viewed).
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';
export {recentlyViewedLoader as loader} from '@shared/recently-viewed/loader.server';

export const action = methodNotAllowed('GET');
