/**
 * Drawing recipe stored in `images.recipe` (JSON). The seed writes recipes; the image server
 * (render.ts) turns them into SVG and then into WebP/PNG/JPEG on request.
 */

export const IMAGE_KINDS = [
  'razor',
  'cartridge',
  'trimmer',
  'bottle', // perfume / eau de parfum
  'spray', // aerosol can: deo, body spray, shaving foam
  'tube',
  'jar',
  'pump', // pump bottle: face wash, body wash
  'dropper', // serum, beard oil
  'stick', // stick deodorant, lip balm
  'comb',
  'kit', // gift box / kit
  'gumpack',
  'gumjar', // supplement gummies
  'logo', // payment / brand logo
  'banner', // collection / article / page artwork
] as const;

export type ImageKind = (typeof IMAGE_KINDS)[number];

/** 'hero' = packshot, 'detail' = close-up on the product, 'lifestyle' = product on a tabletop with a caption. */
export type ImageLayout = 'hero' | 'detail' | 'lifestyle';

export interface ImageRecipe {
  kind: ImageKind;
  /** Two background colours for a diagonal gradient (top-left → bottom-right). */
  bg: [string, string];
  /** Main product colour. */
  body: string;
  /** Secondary colour: caps, heads, label bands. */
  accent: string;
  /** Short product name printed on the product and below it (keep it under ~22 characters). */
  label: string;
  /** Optional second line (size, flavour, "Pack of 6"). */
  sublabel?: string;
  layout?: ImageLayout;
  /** Brand word drawn small at the top (e.g. "BLADE & BALM"). */
  brand?: string;
}

export function isImageRecipe(value: unknown): value is ImageRecipe {
  if (!value || typeof value !== 'object') return false;
  const r = value as Partial<ImageRecipe>;
  return (
    typeof r.kind === 'string' &&
    (IMAGE_KINDS as readonly string[]).includes(r.kind) &&
    Array.isArray(r.bg) &&
    r.bg.length === 2 &&
    typeof r.body === 'string' &&
    typeof r.accent === 'string' &&
    typeof r.label === 'string'
  );
}
