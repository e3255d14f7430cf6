// Search overlays' data (GET ?q= for results, no q for best sellers); see app/search.
import {predictiveSearchLoader} from '~/search/predictive-search.server';
import {predictiveSearchClientLoader} from '~/search/predictive-search.client';
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';

export const loader = predictiveSearchLoader;
export const clientLoader = predictiveSearchClientLoader;

export const action = methodNotAllowed('GET');
