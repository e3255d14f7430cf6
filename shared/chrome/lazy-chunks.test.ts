import {describe, expect, it} from 'vitest';
import type {BuiltAsset} from '@shared/worker/asset-manifest-plugin';
import {lazyChunkUrls} from './lazy-chunks';

const script = (
  file: string,
  name: string,
  imports: string[],
  lazyModules?: string[],
): BuiltAsset => ({
  url: `/assets/${file}`,
  size: 1,
  hash: file,
  tags: ['script'],
  chunk: {
    name,
    imports: imports.map((f) => `/assets/${f}`),
    ...(lazyModules && {lazyModules}),
  },
});

// A build as the storefronts' are grouped: the drawer imports the framework, the app, its cart and dialog
// chunks; the cart chunk imports the dialog too.
const build: BuiltAsset[] = [
  script('rolldown-runtime-1.js', 'rolldown-runtime', []),
  script('vendor-1.js', 'vendor', ['rolldown-runtime-1.js']),
  script('app-1.js', 'app', ['vendor-1.js', 'rolldown-runtime-1.js']),
  script('dialog-1.js', 'dialog', ['vendor-1.js']),
  script('cart-1.js', 'cart', ['app-1.js', 'dialog-1.js']),
  script(
    'CartDrawer-1.js',
    'CartDrawer',
    [
      'rolldown-runtime-1.js',
      'vendor-1.js',
      'app-1.js',
      'cart-1.js',
      'dialog-1.js',
    ],
    [
      'storefronts/grooming/app/cart/CartDrawer.tsx',
      'shared/cart/drawer/CartMain.tsx',
    ],
  ),
  {url: '/assets/root-1.css', size: 1, hash: 'css', tags: ['style']},
];

describe('lazyChunkUrls (the scripts a lazy module needs that the page has not loaded)', () => {
  it("gives the module's chunk and the chunks it imports, once each, without the framework and app chunks", () => {
    expect(lazyChunkUrls(build, 'app/cart/CartDrawer.tsx')).toEqual([
      '/assets/CartDrawer-1.js',
      '/assets/cart-1.js',
      '/assets/dialog-1.js',
    ]);
  });

  it('finds a module that shares its chunk with others, by the end of its path', () => {
    expect(lazyChunkUrls(build, 'shared/cart/drawer/CartMain.tsx')[0]).toBe(
      '/assets/CartDrawer-1.js',
    );
    expect(lazyChunkUrls(build, 'cart/drawer/CartMain.tsx')[0]).toBe(
      '/assets/CartDrawer-1.js',
    );
  });

  it('gives nothing for a module no lazy chunk holds (a static import, or a development server without a build)', () => {
    expect(lazyChunkUrls(build, 'app/root.tsx')).toEqual([]);
    expect(lazyChunkUrls(build, 'Drawer.tsx')).toEqual([]);
    expect(lazyChunkUrls([], 'app/cart/CartDrawer.tsx')).toEqual([]);
  });
});
