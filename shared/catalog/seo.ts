/**
 * SEO helpers around Hydrogen's getSeoMeta: titles with the brand, descriptions, canonical URLs
 * (no query string, so sort and pagination do not create duplicates), and JSON-LD builders
 * (Product, BreadcrumbList, WebSite, FAQPage). Each store binds its brand once (`storeSeo`, in its
 * `app/lib/seo.ts`); loaders return `seo: seo.page(…)` with every JSON-LD block of the page, and
 * routes export `meta` calling `getSeoMeta(data?.seo)`, so no route writes the brand (decision 142).
 */
import type {SeoConfig} from '@shopify/hydrogen';
import {parseRating, parseRatingCount} from './pricing';
import {toPaise} from '../money/format';
import type {Crumb} from './Breadcrumbs';

export type JsonLd = NonNullable<SeoConfig['jsonLd']>;

/** Absolute canonical URL of `path` (default: the request's own path) on this storefront. */
export function canonicalUrl(request: Request, path?: string): string {
  const url = new URL(request.url);
  return `${url.origin}${path ?? url.pathname}`.replace(/(.)\/$/, '$1');
}

/** Longest title and description getSeoMeta accepts (it logs an error above these). */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 155;

/** Trims to a search-snippet length on a word boundary. */
export function snippet(
  text: string | null | undefined,
  max = SEO_DESCRIPTION_MAX,
): string {
  const clean = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** A title within 70 characters: first without a trailing "| Brand", then trimmed on a word. */
function fitTitle(title: string, brand: string): string {
  if (title.length <= SEO_TITLE_MAX) return title;
  const escaped = brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const unbranded = title.replace(
    new RegExp(`\\s*[|–—-]\\s*${escaped}\\s*$`),
    '',
  );
  return snippet(unbranded, SEO_TITLE_MAX);
}

export interface PageSeoInput {
  brand: string;
  /** Other spellings of the brand (gum's Hindi one): a title naming one is not branded again. */
  brandNames?: readonly string[];
  title: string;
  description?: string | null;
  request: Request;
  /** Canonical path when it differs from the request path. */
  path?: string;
  image?: {
    url: string;
    width?: number | null;
    height?: number | null;
    altText?: string | null;
  } | null;
  jsonLd?: JsonLd | JsonLd[];
}

/**
 * The SeoConfig a loader returns. Title template "Page | Brand", unless the page title names the
 * brand already or the whole would pass 70 characters (then the page title alone, trimmed).
 */
export function pageSeo({
  brand,
  brandNames = [],
  title,
  description,
  request,
  path,
  image,
  jsonLd,
}: PageSeoInput): SeoConfig {
  const branded =
    ![brand, ...brandNames].some((name) => title.includes(name)) &&
    `${title} | ${brand}`.length <= SEO_TITLE_MAX;
  return {
    title: branded ? title : fitTitle(title, brand),
    titleTemplate: branded ? `%s | ${brand}` : '%s',
    description: snippet(description) || undefined,
    url: canonicalUrl(request, path),
    media: image
      ? {
          type: 'image',
          url: image.url,
          width: image.width ?? undefined,
          height: image.height ?? undefined,
          altText: image.altText ?? title,
        }
      : undefined,
    // As given: getSeoMeta writes one block as an object, several as an array.
    jsonLd: jsonLd as SeoConfig['jsonLd'],
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
  /** The product's canonical URL (no variant options). */
  url: string;
  brand: string;
  product: {
    title: string;
    description?: string | null;
    vendor?: string | null;
    images: {url: string}[];
    /** The reviews.rating and reviews.rating_count metafields. */
    rating?: string | null;
    ratingCount?: string | null;
  };
  /** The variants to offer (the selected one, or every one up to 20). */
  variants: Array<{
    id: string;
    title?: string | null;
    sku?: string | null;
    barcode?: string | null;
    availableForSale: boolean;
    price: {amount: string; currencyCode: string};
  }>;
  /** Reviews assumed when the count metafield is missing (grooming: 100, gum: 0); no aggregate at 0. */
  defaultRatingCount?: number;
}

/**
 * schema.org Product with one Offer per variant (price as a two-decimal string, its URL selecting the
 * variant) and an AggregateRating when the product is rated and has reviews.
 */
export function productJsonLd({
  url,
  brand,
  product,
  variants,
  defaultRatingCount,
}: ProductJsonLdInput): JsonLd {
  const rating = parseRating(product.rating);
  const reviewCount = parseRatingCount(product.ratingCount, defaultRatingCount);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: snippet(product.description, 5000) || undefined,
    image: product.images.map((image) => image.url),
    url,
    brand: {'@type': 'Brand', name: product.vendor || brand},
    offers: variants.flatMap((variant) => {
      const price = toPaise(variant.price.amount);
      if (price == null) return [];
      return [
        {
          '@type': 'Offer',
          url: `${url}?variant=${variant.id.split('/').pop()}`,
          ...(variant.title ? {name: variant.title} : {}),
          ...(variant.sku ? {sku: variant.sku} : {}),
          ...(variant.barcode ? {gtin: variant.barcode} : {}),
          price: (price / 100).toFixed(2),
          priceCurrency: variant.price.currencyCode,
          availability: variant.availableForSale
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
      ];
    }),
    ...(rating && reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.value.toFixed(1),
            bestRating: String(rating.max),
            worstRating: '1',
            reviewCount,
          },
        }
      : {}),
  } as JsonLd;
}

/** schema.org WebSite with the store's search as its SearchAction (the home page's block). */
export function websiteJsonLd(brand: string, origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: brand,
    url: origin,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${origin}/search?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  } as JsonLd;
}

export interface FaqItem {
  /** Stable id used for the accordion's ids (e.g. `dose`). */
  id: string;
  question: string;
  /** Plain-text answer (shown as paragraphs split on blank lines). */
  answer: string;
}

/** schema.org FAQPage for the questions shown on the page (same text, same order). */
export function faqPageJsonLd(
  items: readonly FaqItem[],
  options: {url?: string; inLanguage?: string} = {},
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(options.url ? {url: options.url} : {}),
    ...(options.inLanguage ? {inLanguage: options.inLanguage} : {}),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: {'@type': 'Answer', text: item.answer},
    })),
  } as JsonLd;
}

/** One store's SEO helpers, its brand (from hydrogen.config.ts) bound once. */
export interface StoreSeo {
  brand: string;
  /** The SeoConfig a loader returns (pageSeo with the store's brand). */
  page(input: Omit<PageSeoInput, 'brand' | 'brandNames'>): SeoConfig;
  /** "Text | Brand": a title set without pageSeo (no-index pages, an error page's fallback). */
  title(text: string): string;
  /** schema.org Product, the store's brand where the product names no vendor. */
  product(input: Omit<ProductJsonLdInput, 'brand'>): JsonLd;
  /** schema.org WebSite with its SearchAction. */
  website(origin: string): JsonLd;
  /** schema.org Organization for a publisher. */
  organization(): JsonLd;
}

export function storeSeo(
  brand: string,
  options: {
    /** Other spellings of the brand, read when a loader runs (gum's Hindi strings are server-only). */
    brandNames?: () => readonly string[];
  } = {},
): StoreSeo {
  return {
    brand,
    page: (input) =>
      pageSeo({...input, brand, brandNames: options.brandNames?.()}),
    title: (text) => `${text} | ${brand}`,
    product: (input) => productJsonLd({...input, brand}),
    website: (origin) => websiteJsonLd(brand, origin),
    organization: () => ({'@type': 'Organization', name: brand}) as JsonLd,
  };
}
