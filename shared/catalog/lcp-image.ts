import type {MetaDescriptor} from 'react-router';
import type {CardImage} from './Image';
import {imageUrl} from './image-url';

/**
 * Props for the image that is a page's largest paint (the home hero, a product's main photo):
 * `<Image {...LCP_IMAGE} … />` loads it at once and ahead of the page's other images and scripts
 * (decision 61). React 18 has no `fetchPriority` prop; the lowercase
 * attribute passes through to the `<img>` as it is.
 */
export const LCP_IMAGE = {loading: 'eager', fetchpriority: 'high'} as const;

/** How an `<Image>` is drawn: what its srcset and sizes are made from. */
export interface ImageLayout {
  sizes: string;
  aspectRatio?: `${number}/${number}`;
  srcSetOptions: {
    intervals: number;
    startingWidth: number;
    incrementSize: number;
    placeholderWidth: number;
  };
}

/**
 * A `<link rel="preload">` for a page's largest-paint image, for the route's `meta` (decision 151): it sits
 * ahead of the inline stylesheet and the module preloads, so the photo starts with the HTML's first bytes.
 * Its srcset is the one Hydrogen's `<Image>` writes for the same layout (lcp-image.test.ts holds them
 * equal), so the browser uses the preloaded answer for the `<img>`.
 */
export function imagePreload(
  image: CardImage | null | undefined,
  layout: ImageLayout,
): MetaDescriptor[] {
  if (!image?.url) return [];
  const {intervals, startingWidth, incrementSize} = layout.srcSetOptions;
  // Without a ratio of its own, <Image> keeps the picture's (its data's width and height).
  const [w, h] = layout.aspectRatio?.split('/').map(Number) ?? [
    image.width,
    image.height,
  ];
  const candidates = Array.from({length: intervals}, (_, i) => {
    const width = startingWidth + i * incrementSize;
    return {width, height: w && h ? (width * h) / w : undefined};
  }).filter(
    ({width, height}) =>
      !(image.width && width > image.width) &&
      !(image.height && height && height > image.height),
  );
  const imageSrcSet = candidates
    .map(
      ({width, height}) =>
        `${imageUrl({src: image.url, width, height, crop: 'center'})} ${width}w`,
    )
    .join(', ');
  return [
    {
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      imageSrcSet,
      imageSizes: layout.sizes,
      fetchpriority: 'high',
    },
  ];
}
