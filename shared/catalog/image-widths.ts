/**
 * How many widths an image's srcset offers. Hydrogen's default (every 200px up to the image's width)
 * puts up to eight URLs in each <img>; a grid of cards then spends a quarter of the page's HTML and a
 * share of each render on srcsets (docs/benchmarks.md, profile). Cards top out at 800px (a quarter of a
 * wide desktop at 2x, half a phone at 3x); full-width pictures step by 400px up to 1600px.
 */
export const CARD_SRCSET = {
  intervals: 4,
  startingWidth: 200,
  incrementSize: 200,
  placeholderWidth: 100,
} as const;
export const WIDE_SRCSET = {
  intervals: 4,
  startingWidth: 400,
  incrementSize: 400,
  placeholderWidth: 100,
} as const;
