import type {ComponentProps, ReactNode} from 'react';
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

/**
 * A product's square picture (strips, search results): the image's own alt text, else the product's
 * title; `placeholder` where the product has no image.
 */
export function SquareImage({
  product: {image, title},
  placeholder = null,
  ...props
}: {
  product: {image: CardImage | null; title: string};
  placeholder?: ReactNode;
} & Omit<ComponentProps<typeof Image>, 'data' | 'alt' | 'aspectRatio'>) {
  if (!image) return <>{placeholder}</>;
  return (
    <Image
      data={image}
      alt={image.altText ?? title}
      aspectRatio="1/1"
      {...props}
    />
  );
}
