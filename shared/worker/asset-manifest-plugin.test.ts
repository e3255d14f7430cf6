import {describe, expect, it} from 'vitest';
import {describeBuildFile, isCacheableBuildFile} from './asset-manifest-plugin';

describe('asset manifest plugin', () => {
  it('keeps the files a page loads and leaves maps and build bookkeeping out', () => {
    expect(
      [
        'assets/root-A1.js',
        'assets/app-B2.css',
        'assets/inter-C3.woff2',
        'assets/logo.svg',
      ].every(isCacheableBuildFile),
    ).toBe(true);
    expect(
      ['assets/root-A1.js.map', '.vite/manifest.json', 'assets/data.txt'].some(
        isCacheableBuildFile,
      ),
    ).toBe(false);
  });

  it('describes a file by its served URL, byte size and content hash', () => {
    const bytes = new TextEncoder().encode('body{}');
    const asset = describeBuildFile('/', 'assets/app-B2.css', bytes);
    expect(asset).toEqual({
      url: '/assets/app-B2.css',
      size: 6,
      hash: expect.stringMatching(/^[0-9a-f]{16}$/),
      tags: ['style'],
    });
    expect(
      describeBuildFile('https://cdn.example/build', 'assets/a.woff2', bytes)
        .url,
    ).toBe('https://cdn.example/build/assets/a.woff2');
    expect(
      describeBuildFile(
        '/',
        'assets/other.css',
        new TextEncoder().encode('p{}'),
      ).hash,
    ).not.toBe(asset.hash);
  });
});
