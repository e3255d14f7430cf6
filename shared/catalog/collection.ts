/** What a collection page's header and SEO show, in both stores (title, description, SEO fields). */
export const SHARED_COLLECTION_SUMMARY_FRAGMENT = `#graphql
  fragment SharedCollectionSummary on Collection {
    id
    handle
    title
    description
    seo {
      title
      description
    }
  }
` as const;
