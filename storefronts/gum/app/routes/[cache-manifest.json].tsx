import favicon from '../../public/favicon.svg?raw';
import {assetManifestResponse} from '@shared/worker/responses.server';

/** The static asset cache manifest at /cache-manifest.json (version '1'). */
export const loader = () => assetManifestResponse([{url: '/favicon.svg', content: favicon, tags: ['favicon']}]);
