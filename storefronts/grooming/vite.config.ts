import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';
import {storefrontViteConfig} from '../../vite.config.ts';

export default defineConfig(({isSsrBuild}) =>
  storefrontViteConfig(
    fileURLToPath(new URL('.', import.meta.url)),
    [hydrogen(), oxygen(), reactRouter()],
    {isSsrBuild},
  ),
);
