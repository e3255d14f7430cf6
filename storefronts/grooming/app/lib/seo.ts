import {storeSeo} from '@shared/catalog/seo';
import {store} from '~/store';

/** Grooming's SEO helpers: every title and JSON-LD block names the brand from hydrogen.config.ts (decision 142). */
export const seo = storeSeo(store.brand);
