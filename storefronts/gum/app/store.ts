import {stores} from '@config';

/** This storefront's settings from hydrogen.config.ts. */
export const store = stores.gum;
