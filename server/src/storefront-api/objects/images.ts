/** Image and MediaImage objects around an image row. */
import type {ImageRow} from '../../data/catalog.ts';
import type {ApiContext} from '../context.ts';
import {toGid} from '../ids.ts';
import {imageUrl} from './urls.ts';

/** A Storefront `Image`: plain fields plus function fields the default resolver calls with args. */
export function imageParent(
  ctx: ApiContext,
  row: ImageRow | null,
  altOverride?: string | null,
) {
  if (!row) return null;
  const src = imageUrl(ctx, row.path);
  return {
    __typename: 'Image',
    id: toGid('ProductImage', row.id),
    altText: altOverride ?? row.altText,
    width: row.width,
    height: row.height,
    thumbhash: null,
    src,
    originalSrc: src,
    url: (args: {transform?: Record<string, unknown> | null}) =>
      imageUrl(ctx, row.path, args?.transform),
    transformedSrc: (args: Record<string, unknown>) =>
      imageUrl(ctx, row.path, args),
  };
}

/** A `MediaImage` around an image. */
export function mediaImageParent(ctx: ApiContext, row: ImageRow) {
  const image = imageParent(ctx, row);
  return {
    __typename: 'MediaImage',
    id: toGid('MediaImage', row.id),
    alt: row.altText,
    image,
    previewImage: image,
    mediaContentType: 'IMAGE',
    presentation: null,
  };
}
