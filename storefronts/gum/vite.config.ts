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
    storefrontViteConfig(fileURLToPath(new URL('.', import.meta.url)), [
      hydrogen(),
      oxygen(),
      reactRouter(),
    ]),
    {
      // The browser's scripts in a few chunks of similar size instead of twenty: what two or more routes
      // share is the framework (React Router, React) in `vendor` and everything else (our code, Hydrogen,
      // i18next's React binding) in `app`. Over HTTP/1.1 every further script is another round trip before
      // the first paint, and the largest one finishes last (decision 60).
      // Route modules stay one chunk each.
      ...(isSsrBuild
        ? {}
        : {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      {
                        name: 'vendor',
                        test: /[\\/]node_modules[\\/](react-router|@react-router|react)[\\/]/,
                        minShareCount: 2,
                        priority: 2,
                      },
                      {
                        name: 'app',
                        test: (id: string) =>
                          id.startsWith(SHARED) ||
                          id.startsWith(APP) ||
                          /[\\/]node_modules[\\/]/.test(id),
                        minShareCount: 2,
                        priority: 1,
                      },
                    ],
                  },
                },
              },
            },
          }),
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
