import type {Storefront} from '@shopify/hydrogen';

/** The content page at /pages/{handle} (in the storefront's language), or a 404. */
export async function loadPage(
  storefront: Storefront,
  handle: string | undefined,
) {
  if (!handle) throw new Response('Page not found', {status: 404});
  const {page} = await storefront.query(PAGE_QUERY, {
    variables: {handle},
    cache: storefront.CacheLong(),
  });
  if (!page) throw new Response('Page not found', {status: 404});
  return page;
}

export const PAGE_QUERY = `#graphql
  query SharedPage($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    page(handle: $handle) {
      id
      handle
      title
      body
      bodySummary
      seo {
        title
        description
      }
    }
  }
` as const;
