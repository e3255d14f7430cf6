/**
 * Types every GraphQL document in the storefronts and shared/ against the official Storefront API
 * schema. `npm run codegen` writes storefrontapi.generated.d.ts; it fails on an invalid document.
 */
import type {CodegenConfig} from '@graphql-codegen/cli';
import {getSchema, pluckConfig, preset} from '@shopify/hydrogen-codegen';

export default {
  overwrite: true,
  pluckConfig,
  generates: {
    'storefrontapi.generated.d.ts': {
      preset,
      schema: getSchema('storefront'),
      documents: [
        'storefronts/*/app/**/*.{ts,tsx}',
        'shared/**/*.{ts,tsx}',
        '!**/*.test.{ts,tsx}',
        '!**/node_modules/**',
      ],
    },
  },
} satisfies CodegenConfig;
