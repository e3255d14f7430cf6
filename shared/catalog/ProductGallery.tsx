import {useEffect, useState} from 'react';
import {Image} from './Image';
import {WIDE_SRCSET} from './image-widths';
import {imagePreload, LCP_IMAGE, type ImageLayout} from './lcp-image';

interface GalleryImage {
  id?: string | null;
  url: string;
  altText?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface GalleryLabels {
  /** The gallery's name for screen readers (the product's title). */
  name: string;
  /** The main picture's alt text. */
  alt: (image: GalleryImage, index: number, count: number) => string;
  /** A thumbnail button's name ("Show image 2 of 5"); the thumbnails themselves are decorative. */
  thumb: (index: number, count: number) => string;
}

/** The main picture's layout: its srcset and sizes (the preload below writes the same). */
const MAIN_IMAGE: ImageLayout = {
  aspectRatio: '1/1',
  sizes: '(min-width: 1024px) 50vw, 100vw',
  srcSetOptions: WIDE_SRCSET,
};

/** Where the selected variant's own picture is among the product's, or -1. */
function variantImageIndex(
  images: GalleryImage[],
  variantImage?: {url: string} | null,
): number {
  return variantImage
    ? images.findIndex((image) => image.url === variantImage.url)
    : -1;
}

/** The product route's `meta` part: a preload of the picture the gallery opens on (decision 151). */
export function productGalleryPreload(
  product:
    | {
        images: {nodes: GalleryImage[]};
        selectedOrFirstAvailableVariant?: {image?: {url: string} | null} | null;
      }
    | null
    | undefined,
) {
  if (!product) return [];
  // The picture the gallery opens on: the selected variant's own, else the product's first.
  const images = product.images.nodes;
  const index = variantImageIndex(
    images,
    product.selectedOrFirstAvailableVariant?.image,
  );
  return imagePreload(images[Math.max(index, 0)], MAIN_IMAGE);
}

/**
 * The product page's pictures: the main one (the page's largest paint, decision 61) and a row of
 * thumbnails that choose it. A newly selected variant shows its own picture when it has one.
 */
export function ProductGallery({
  images,
  variantImage,
  labels,
  thumbWidth = 72,
}: {
  images: GalleryImage[];
  variantImage?: {url: string} | null;
  labels: GalleryLabels;
  thumbWidth?: number;
}) {
  const variantIndex = variantImageIndex(images, variantImage);
  const [active, setActive] = useState(Math.max(variantIndex, 0));
  useEffect(() => {
    if (variantIndex >= 0) setActive(variantIndex);
  }, [variantIndex]);
  const image = images[active] ?? images[0];
  return (
    <section className="gallery" aria-label={labels.name}>
      <div className="gallery__main">
        {image ? (
          <Image
            key={image.url}
            data={image}
            alt={labels.alt(image, active, images.length)}
            aspectRatio={MAIN_IMAGE.aspectRatio}
            sizes={MAIN_IMAGE.sizes}
            srcSetOptions={MAIN_IMAGE.srcSetOptions}
            {...LCP_IMAGE}
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((thumb, index) => (
            <li key={thumb.id ?? thumb.url}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={index === active}
                aria-label={labels.thumb(index + 1, images.length)}
                onClick={() => setActive(index)}
              >
                <Image
                  data={{...thumb, altText: null}}
                  alt=""
                  aspectRatio="1/1"
                  width={thumbWidth}
                  sizes={`${thumbWidth}px`}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
