/** Rasterises a recipe's SVG with sharp, at the requested size and format. */
import sharp from 'sharp';
import type {ImageRecipe} from './recipe.ts';
import {buildSvg} from './svg.ts';

export type OutputFormat = 'avif' | 'webp' | 'png' | 'jpeg' | 'pjpg';
export type Crop = 'center' | 'top' | 'bottom' | 'left' | 'right';

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
  pjpg: 'image/jpeg',
};

const ALIGN: Record<Crop, string> = {
  center: 'xMidYMid',
  top: 'xMidYMin',
  bottom: 'xMidYMax',
  left: 'xMinYMid',
  right: 'xMaxYMid',
};

export interface RenderRequest {
  recipe: ImageRecipe;
  /** Stored dimensions (aspect ratio of the artwork). */
  sourceWidth: number;
  sourceHeight: number;
  /** Output size in pixels. */
  width: number;
  height: number;
  crop: Crop;
  format: OutputFormat;
}

/** SVG sized to the output: the artwork keeps its aspect ratio and is cropped (cover) to fit. */
export function renderSvg(req: RenderRequest): string {
  const svg = buildSvg(req.recipe, req.sourceWidth, req.sourceHeight);
  return svg.replace(
    '<svg ',
    `<svg width="${req.width}" height="${req.height}" preserveAspectRatio="${ALIGN[req.crop]} slice" `,
  );
}

export async function renderImage(req: RenderRequest): Promise<Buffer> {
  const image = sharp(Buffer.from(renderSvg(req)), {density: 72});
  switch (req.format) {
    case 'png':
      return image.png({compressionLevel: 8}).toBuffer();
    case 'jpeg':
      return image
        .flatten({background: '#ffffff'})
        .jpeg({quality: 84})
        .toBuffer();
    case 'pjpg':
      return image
        .flatten({background: '#ffffff'})
        .jpeg({quality: 84, progressive: true})
        .toBuffer();
    case 'avif':
      // Effort 2: a quarter of the default's encoding time for a file ~7% larger, still ~25% under WebP.
      return image.avif({quality: 60, effort: 2}).toBuffer();
    default:
      return image.webp({quality: 84}).toBuffer();
  }
}
