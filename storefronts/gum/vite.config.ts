import {fileURLToPath} from 'node:url';
import {defineConfig, mergeConfig} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';
import {storefrontViteConfig} from '../../vite.config.ts';

export default defineConfig(({isSsrBuild}) =>
  mergeConfig(
    storefrontViteConfig(
      fileURLToPath(new URL('.', import.meta.url)),
      [hydrogen(), oxygen(), reactRouter()],
      {isSsrBuild},
    ),
    {
      // react-i18next pulls in CommonJS `void-elements`; the dev worker needs it pre-bundled.
      ssr: {
        optimizeDeps: {
          include: [
            'void-elements',
            'html-parse-stringify',
            'react-i18next',
            'i18next',
            'remix-i18next/server',
          ],
        },
      },
    },
  ),
);
