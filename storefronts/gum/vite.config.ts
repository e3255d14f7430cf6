import {fileURLToPath} from 'node:url';
import {defineConfig, mergeConfig} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';
import {storefrontViteConfig} from '../../vite.config.ts';

const SHARED = fileURLToPath(new URL('../../shared/', import.meta.url));
const APP = fileURLToPath(new URL('./app/', import.meta.url));

export default defineConfig(({isSsrBuild}) =>
  mergeConfig(
    storefrontViteConfig(fileURLToPath(new URL('.', import.meta.url)), [hydrogen(), oxygen(), reactRouter()]),
    {
      // The browser's scripts in a few chunks instead of twenty: what two or more routes share is one chunk
      // of libraries and one of our own code. Lighthouse's slow-4G run fetches over HTTP/1.1 with six
      // connections per origin, so every further script is another round trip before the first paint
      // (docs/decisions.md, "Scripts in a few chunks"). Route modules stay one chunk each.
      ...(isSsrBuild
        ? {}
        : {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      {name: 'vendor', test: /[\\/]node_modules[\\/]/, minShareCount: 2, priority: 2},
                      {name: 'app', test: (id: string) => id.startsWith(SHARED) || id.startsWith(APP), minShareCount: 2, priority: 1},
                    ],
                  },
                },
              },
            },
          }),
      // react-i18next pulls in CommonJS `void-elements`; the dev worker needs it pre-bundled.
      ssr: {optimizeDeps: {include: ['void-elements', 'html-parse-stringify', 'react-i18next', 'i18next', 'remix-i18next/server']}},
    },
  ),
);
