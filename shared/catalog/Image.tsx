import type {ComponentProps} from 'react';
import {Image as HydrogenImage} from '@shopify/hydrogen';
import {imageUrl} from './image-url';

/**
 * Hydrogen's `Image` with `imageUrl` as its loader (the same URLs, built without a URL parse per
 * srcset entry; decision 56). Every picture in both stores uses this.
 */
export function Image(
  props: Omit<ComponentProps<typeof HydrogenImage>, 'ref'>,
) {
  return <HydrogenImage loader={imageUrl} {...props} />;
}
