/**
 * Props for the image that is a page's largest paint (the home hero, a product's main photo):
 * `<Image {...LCP_IMAGE} … />` loads it at once and ahead of the page's other images and scripts
 * (decision 61). React 18 has no `fetchPriority` prop; the lowercase
 * attribute passes through to the `<img>` as it is.
 */
export const LCP_IMAGE = {loading: 'eager', fetchpriority: 'high'} as const;
