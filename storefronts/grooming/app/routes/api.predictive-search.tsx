// Search overlays' data (GET ?q= for results, no q for best sellers); see shared/search.
import {predictiveSearchLoader} from '@shared/search/predictive-search.server';
import {predictiveSearchClientLoader} from '@shared/search/predictive-search.client';

export const loader = predictiveSearchLoader;
export const clientLoader = predictiveSearchClientLoader;
