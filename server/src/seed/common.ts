/** Small helpers shared by both catalogues. */
import type {ImageSeed, MetafieldSeed} from '../data/seed-writer.ts';
import type {ImageKind, ImageLayout, ImageRecipe} from '../images/recipe.ts';

/** Rupees → paise (integers only: ₹1,299 → 129900). */
export function rs(rupees: number): number {
  if (!Number.isInteger(rupees))
    throw new Error(`Use whole rupees in seed data: ${rupees}`);
  return rupees * 100;
}

export function gid(type: string, id: number): string {
  return `gid://shopify/${type}/${id}`;
}

export function ratingMetafields(
  rating: number,
  ratingCount?: number,
): MetafieldSeed[] {
  const fields: MetafieldSeed[] = [
    {
      namespace: 'reviews',
      key: 'rating',
      type: 'rating',
      value: JSON.stringify({
        value: rating.toFixed(1),
        scale_min: '1.0',
        scale_max: '5.0',
      }),
    },
  ];
  if (ratingCount !== undefined) {
    fields.push({
      namespace: 'reviews',
      key: 'rating_count',
      type: 'number_integer',
      value: String(ratingCount),
    });
  }
  return fields;
}

export interface Palette {
  bg: [string, string];
  body: string;
  accent: string;
}

const LAYOUTS: ImageLayout[] = ['hero', 'detail', 'lifestyle', 'hero'];
/** Alternative backgrounds for the 2nd..nth image of a product. */
const ALT_BACKGROUNDS: [string, string][] = [
  ['#f4efe6', '#dcd0bd'],
  ['#e8eef3', '#c4d2de'],
  ['#efe9f3', '#d3c6de'],
  ['#e9f1ea', '#c6dbc9'],
  ['#f6ebe4', '#e2c7b5'],
  ['#e6eff0', '#bcd6d9'],
  ['#f3efe0', '#ddd2a8'],
  ['#eeeeee', '#cfcfcf'],
  ['#f0e6ea', '#d9bcc6'],
];

/**
 * `count` images for one product: the first is the packshot on its own palette,
 * the others are detail / lifestyle shots on alternative backgrounds.
 */
export function productImages(options: {
  shop: string;
  handle: string;
  kind: ImageKind;
  palette: Palette;
  label: string;
  sublabel?: string;
  brand: string;
  altText: string;
  count: number;
  /** Per-image overrides (e.g. a colour variant's body colour), by index. */
  overrides?: Record<number, Partial<ImageRecipe> & {alt?: string}>;
  width?: number;
  height?: number;
}): ImageSeed[] {
  const images: ImageSeed[] = [];
  for (let i = 0; i < options.count; i++) {
    const override = options.overrides?.[i] ?? {};
    const {alt, ...recipeOverride} = override;
    const recipe: ImageRecipe = {
      kind: options.kind,
      bg:
        i === 0
          ? options.palette.bg
          : ALT_BACKGROUNDS[
              (i - 1 + options.handle.length) % ALT_BACKGROUNDS.length
            ],
      body: options.palette.body,
      accent: options.palette.accent,
      label: options.label,
      sublabel: options.sublabel,
      layout: LAYOUTS[i % LAYOUTS.length],
      brand: options.brand,
      ...recipeOverride,
    };
    images.push({
      path: `${options.shop}/products/${options.handle}-${i + 1}.png`,
      altText:
        alt ??
        (i === 0 ? options.altText : `${options.altText} – view ${i + 1}`),
      width: options.width ?? 1200,
      height: options.height ?? 1200,
      recipe,
    });
  }
  return images;
}

export function bannerImage(options: {
  path: string;
  altText: string;
  label: string;
  sublabel?: string;
  palette: Palette;
  brand: string;
  width?: number;
  height?: number;
}): ImageSeed {
  return {
    path: options.path,
    altText: options.altText,
    width: options.width ?? 1600,
    height: options.height ?? 900,
    recipe: {
      kind: 'banner',
      bg: options.palette.bg,
      body: options.palette.body,
      accent: options.palette.accent,
      label: options.label,
      sublabel: options.sublabel,
      brand: options.brand,
    },
  };
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Paragraphs (and an optional bullet list) → HTML. */
export function html(paragraphs: string[], bullets?: string[]): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const list = bullets?.length
    ? `<ul>${bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>`
    : '';
  return body + list;
}

/** Days before a fixed date, as an ISO timestamp (stable seeds: no Date.now()). */
export function daysAgo(
  days: number,
  from = '2025-06-01T06:00:00.000Z',
): string {
  return new Date(Date.parse(from) - days * 86_400_000).toISOString();
}

/** Hydrogen's getSeoMeta warns above these lengths (its message says 160; the check is 155). */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 155;

/**
 * The longest of `title | suffix` (suffixes tried in order) that fits SEO_TITLE_MAX characters;
 * the bare title, cut at a word, when none does.
 */
export function seoTitle(title: string, ...suffixes: string[]): string {
  for (const suffix of suffixes) {
    const candidate = `${title} | ${suffix}`;
    if (candidate.length <= SEO_TITLE_MAX) return candidate;
  }
  if (title.length <= SEO_TITLE_MAX) return title;
  return `${title.slice(0, SEO_TITLE_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

/** A plain-text SEO description (≤ SEO_DESCRIPTION_MAX characters, cut at a word) from an HTML body. */
export function seoSummary(
  bodyHtml: string,
  max = SEO_DESCRIPTION_MAX,
): string {
  const text = bodyHtml
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
