import {describe, expect, it} from 'vitest';
import type {AssetCacheManifest} from './asset-cache';
import {cachedAssetListing} from './start.client';

const asset = (url: string, size: number) => ({
  url,
  size,
  type: 'other' as const,
  version: url,
  lastModified: '',
  tags: [],
});

describe('cachedAssetListing', () => {
  it('lists cached and kept assets with human sizes and a total, leaving failed ones out', () => {
    const manifest: AssetCacheManifest = {
      version: '1',
      generatedAt: '2026-11-23T00:00:00.000Z',
      assets: {
        a: asset('/assets/app.js', 1536),
        b: asset('/assets/app.css', 512),
        c: asset('/assets/font.woff2', 3 * 1024 * 1024),
        d: asset('/x.png', 10),
      },
    };
    const lines = cachedAssetListing(manifest, {
      cached: ['/assets/app.js', '/assets/font.woff2'],
      kept: ['/assets/app.css'],
      oversize: [],
      failed: ['/x.png'],
    });
    expect(lines).toEqual([
      '/assets/app.js — 1.5 KB',
      '/assets/app.css — 512 B',
      '/assets/font.woff2 — 3 MB',
      '3 files, 3 MB; 1 failed',
    ]);
  });
});
