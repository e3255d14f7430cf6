import favicon from '../../public/favicon.svg?raw';
import builtAssets from 'virtual:storefront-assets';
import {assetManifestResponse} from '@shared/worker/responses.server';
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';

/** The asset cache manifest at /cache-manifest.json (version '1'): the build's files and the favicon. */
export const loader = () =>
  assetManifestResponse(
    [{url: '/favicon.svg', content: favicon, tags: ['favicon']}],
    builtAssets,
  );

export const action = methodNotAllowed('GET');
