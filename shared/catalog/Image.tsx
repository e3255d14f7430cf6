import type {ComponentProps} from 'react';
import {Image as HydrogenImage} from '@shopify/hydrogen';
import {imageUrl} from './image-url';

/** A picture as a card or strip holds it: the Storefront API's Image fields <Image> draws from. */
export interface CardImage {
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

/**
 * Hydrogen's `Image` with `imageUrl` as its loader (the same URLs, built without a URL parse per
 * srcset entry; decision 56). Every picture in both stores uses this.
 */
export function Image(
  props: Omit<ComponentProps<typeof HydrogenImage>, 'ref'>,
) {
  return <HydrogenImage loader={imageUrl} {...props} />;
}
