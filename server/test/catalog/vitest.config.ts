/**
 * Stop-gap config for running the catalogue tests alone until the root config dedupes `graphql`:
 * `vitest run -c server/test/catalog/vitest.config.ts`. Source files otherwise get graphql's
 * index.mjs while @graphql-tools (loaded by Node) gets index.js, and graphql refuses the mix.
 */
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);

export default {
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  resolve: {alias: [{find: /^graphql$/, replacement: require.resolve('graphql')}]},
  test: {include: ['server/test/catalog/**/*.test.ts']},
};
