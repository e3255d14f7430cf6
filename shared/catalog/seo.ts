/**
 * SEO helpers around Hydrogen's getSeoMeta: titles with the brand, descriptions, canonical URLs
 * (no query string, so sort and pagination do not create duplicates), and JSON-LD builders for
 * Product and BreadcrumbList. Loaders return `seo: SeoConfig`; routes export `meta` calling
 * `getSeoMeta(data?.seo)`.
 */
import type {SeoConfig} from '@shopify/hydrogen';
import {toPaise, parseRating, parseRatingCount} from './pricing';
import type {Crumb} from './Breadcrumbs';

type JsonLd = NonNullable<SeoConfig['jsonLd']>;

/** Absolute canonical URL of `path` (default: the request's own path) on this storefront. */
export function canonicalUrl(request: Request, path?: string): string {
  const url = new URL(request.url);
  return `${url.origin}${path ?? url.pathname}`.replace(/(.)\/$/, '$1');
}

/** Longest title and description getSeoMeta accepts (it logs an error above these). */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 155;

/** Trims to a search-snippet length on a word boundary. */
export function snippet(text: string | null | undefined, max = SEO_DESCRIPTION_MAX): string {
  const clean = (text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** A title within 70 characters: first without a trailing "| Brand", then trimmed on a word. */
function fitTitle(title: string, brand: string): string {
  if (title.length <= SEO_TITLE_MAX) return title;
  const escaped = brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const unbranded = title.replace(new RegExp(`\\s*[|–—-]\\s*${escaped}\\s*$`), '');
  return snippet(unbranded, SEO_TITLE_MAX);
}

export interface PageSeoInput {
  brand: string;
  title: string;
  description?: string | null;
  request: Request;
  /** Canonical path when it differs from the request path. */
  path?: string;
  image?: {url: string; width?: number | null; height?: number | null; altText?: string | null} | null;
  jsonLd?: JsonLd | JsonLd[];
}

/**
 * The SeoConfig a loader returns. Title template "Page | Brand", unless the page title names the
 * brand already or the whole would pass 70 characters (then the page title alone, trimmed).
 */
export function pageSeo({brand, title, description, request, path, image, jsonLd}: PageSeoInput): SeoConfig {
  const branded = !title.includes(brand) && `${title} | ${brand}`.length <= SEO_TITLE_MAX;
  return {
    title: branded ? title : fitTitle(title, brand),
    titleTemplate: branded ? `%s | ${brand}` : '%s',
    description: snippet(description) || undefined,
    url: canonicalUrl(request, path),
    media: image
      ? {type: 'image', url: image.url, width: image.width ?? undefined, height: image.height ?? undefined, altText: image.altText ?? title}
      : undefined,
    jsonLd: (Array.isArray(jsonLd) ? jsonLd : jsonLd ? [jsonLd] : undefined) as SeoConfig['jsonLd'],
  };
}

export function breadcrumbJsonLd(items: Crumb[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.to ? {item: `${origin}${item.to}`} : {}),
    })),
  } as JsonLd;
}

export interface ProductJsonLdInput {
  url: string;
  brand: string;
  product: {
    title: string;
    description?: string | null;
    vendor?: string | null;
    images: {url: string}[];
    rating?: string | null;
    ratingCount?: string | null;
  };
  variant: {
    sku?: string | null;
    availableForSale: boolean;
    price: {amount: string; currencyCode: string};
    compareAtPrice?: {amount: string; currencyCode: string} | null;
  } | null;
}

/** schema.org Product with an Offer (price as a decimal string) and AggregateRating when rated. */
export function productJsonLd({url, brand, product, variant}: ProductJsonLdInput): JsonLd {
  const rating = parseRating(product.rating);
  const price = variant ? toPaise(variant.price.amount) : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: snippet(product.description, 5000) || undefined,
    image: product.images.map((image) => image.url),
    url,
    sku: variant?.sku || undefined,
    brand: {'@type': 'Brand', name: product.vendor || brand},
    ...(variant && price != null
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: (price / 100).toFixed(2),
            priceCurrency: variant.price.currencyCode,
            availability: variant.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
          },
        }
      : {}),
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.value.toFixed(1),
            bestRating: String(rating.max),
            reviewCount: parseRatingCount(product.ratingCount),
          },
        }
      : {}),
  } as JsonLd;
}
