import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {Image} from './Image';
import {CARD_SRCSET, WIDE_SRCSET} from './image-widths';
import {imagePreload, type ImageLayout} from './lcp-image';

/** The srcset Hydrogen's <Image> writes for `image` drawn with `layout`. */
function imgSrcSet(
  image: {url: string; width?: number; height?: number},
  layout: ImageLayout,
): string {
  const html = renderToStaticMarkup(
    <Image
      data={image}
      aspectRatio={layout.aspectRatio}
      sizes={layout.sizes}
      srcSetOptions={layout.srcSetOptions}
    />,
  );
  const srcset = /srcSet="([^"]*)"/i.exec(html)?.[1] ?? '';
  return srcset.replaceAll('&amp;', '&');
}

describe('imagePreload (decision 151)', () => {
  const layouts: ImageLayout[] = [
    {
      aspectRatio: '1/1',
      sizes: '(min-width: 1024px) 50vw, 100vw',
      srcSetOptions: WIDE_SRCSET,
    },
    {aspectRatio: '4/5', sizes: '50vw', srcSetOptions: CARD_SRCSET},
    {sizes: '100vw', srcSetOptions: WIDE_SRCSET},
  ];
  const images = [
    {url: 'https://cdn.shopify.com/s/files/1/a.png', width: 1200, height: 1200},
    {
      url: 'http://127.0.0.1:4000/cdn/shop/files/b.jpg?v=2',
      width: 500,
      height: 700,
    },
    {url: 'https://cdn.shopify.com/s/files/1/c.webp'},
  ];
  for (const layout of layouts)
    for (const image of images)
      it(`writes the srcset <Image> writes: ${image.url} at ${layout.aspectRatio ?? 'free'} ratio`, () => {
        const [link] = imagePreload(image, layout);
        expect(link).toMatchObject({
          tagName: 'link',
          rel: 'preload',
          as: 'image',
          imageSizes: layout.sizes,
          fetchpriority: 'high',
        });
        expect((link as {imageSrcSet: string}).imageSrcSet).toBe(
          imgSrcSet(image, layout),
        );
      });

  it('preloads nothing without an image', () => {
    expect(imagePreload(null, layouts[0])).toEqual([]);
    expect(imagePreload({url: ''}, layouts[0])).toEqual([]);
  });
});
