/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen/storefront-api-types';

export type CartMoneyFragment = Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;

export type CartLineFragment = (
  Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
  & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }>, merchandise: (
    Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'requiresShipping' | 'title' | 'sku'>
    & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle' | 'title' | 'id' | 'vendor' | 'productType'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
  ) }
);

export type CartApiQueryFragment = (
  Pick<StorefrontAPI.Cart, 'updatedAt' | 'id' | 'checkoutUrl' | 'totalQuantity' | 'note'>
  & { buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email' | 'phone'>, lines: { nodes: Array<(
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }>, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'quantityAvailable' | 'requiresShipping' | 'title' | 'sku'>
        & { compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'handle' | 'title' | 'id' | 'vendor' | 'productType'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
      ) }
    )> }, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, checkoutChargeAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }, attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> } | (
    Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
    & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
  )> }
);

export type SharedCartUpsellQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type SharedCartUpsellQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>, variants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
            & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          )> } }
      )> } }
  )> };

export type SharedProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
  & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
    )> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
);

export type ChromeMenuItemFieldsFragment = Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type' | 'resourceId'>;

export type ChromeMenuItemFragment = (
  Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type' | 'resourceId'>
  & { items: Array<(
    Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type' | 'resourceId'>
    & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type' | 'resourceId'>> }
  )> }
);

export type SharedChromeMenusQueryVariables = StorefrontAPI.Exact<{
  mainHandle: StorefrontAPI.Scalars['String']['input'];
  mobileHandle: StorefrontAPI.Scalars['String']['input'];
  footerHandle: StorefrontAPI.Scalars['String']['input'];
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
}>;


export type SharedChromeMenusQuery = { shop: (
    Pick<StorefrontAPI.Shop, 'id' | 'name'>
    & { primaryDomain: Pick<StorefrontAPI.Domain, 'url'> }
  ), main?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Menu, 'id'>
    & { items: Array<(
      Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type' | 'resourceId'>
      & { items: Array<(
        Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type' | 'resourceId'>
        & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type' | 'resourceId'>> }
      )> }
    )> }
  )>, mobile?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Menu, 'id'>
    & { items: Array<(
      Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type' | 'resourceId'>
      & { items: Array<(
        Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type' | 'resourceId'>
        & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type' | 'resourceId'>> }
      )> }
    )> }
  )>, footer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Menu, 'id'>
    & { items: Array<(
      Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type' | 'resourceId'>
      & { items: Array<(
        Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type' | 'resourceId'>
        & { items: Array<Pick<StorefrontAPI.MenuItem, 'id' | 'title' | 'url' | 'type' | 'resourceId'>> }
      )> }
    )> }
  )> };

export type SharedCustomerAccessTokenCreateMutationVariables = StorefrontAPI.Exact<{
  input: StorefrontAPI.CustomerAccessTokenCreateInput;
}>;


export type SharedCustomerAccessTokenCreateMutation = { customerAccessTokenCreate?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type SharedCustomerAccessTokenCreateWithMultipassMutationVariables = StorefrontAPI.Exact<{
  multipassToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type SharedCustomerAccessTokenCreateWithMultipassMutation = { customerAccessTokenCreateWithMultipass?: StorefrontAPI.Maybe<{ customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type SharedCustomerActivateByUrlMutationVariables = StorefrontAPI.Exact<{
  activationUrl: StorefrontAPI.Scalars['URL']['input'];
  password: StorefrontAPI.Scalars['String']['input'];
}>;


export type SharedCustomerActivateByUrlMutation = { customerActivateByUrl?: StorefrontAPI.Maybe<{ customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>>, customerAccessToken?: StorefrontAPI.Maybe<Pick<StorefrontAPI.CustomerAccessToken, 'accessToken' | 'expiresAt'>>, customerUserErrors: Array<Pick<StorefrontAPI.CustomerUserError, 'code' | 'field' | 'message'>> }> };

export type SharedCustomerAccessTokenDeleteMutationVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type SharedCustomerAccessTokenDeleteMutation = { customerAccessTokenDelete?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.CustomerAccessTokenDeletePayload, 'deletedAccessToken'>
    & { userErrors: Array<Pick<StorefrontAPI.UserError, 'field' | 'message'>> }
  )> };

export type SharedSearchProductFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description'>
  & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.ProductVariant, 'id'>
    & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
  )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
);

export type SharedSearchProductsQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
}>;


export type SharedSearchProductsQuery = { search: (
    Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'>
    & { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
        Pick<StorefrontAPI.ProductVariant, 'id'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
      )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    )> }
  ) };

export type SharedSearchBestSellersQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
}>;


export type SharedSearchBestSellersQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductVariant, 'id'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
        )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      )> } }
  )> };

export type GroomingHomeBestSellersQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
}>;


export type GroomingHomeBestSellersQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> } }
      )> } }
  )> };

export type GumProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
  & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, byline?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
);

export type GumHomeQueryVariables = StorefrontAPI.Exact<{
  featured: StorefrontAPI.Scalars['String']['input'];
  supplements: StorefrontAPI.Scalars['String']['input'];
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
}>;


export type GumHomeQuery = { featured?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'title'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, byline?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      )> } }
  )>, supplements?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'title'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, byline?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      )> } }
  )> };

interface GeneratedQueryTypes {
  "#graphql\n  query SharedCartUpsell($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      products(first: 12) {\n        nodes {\n          id\n          handle\n          title\n          availableForSale\n          featuredImage {\n            url\n            altText\n          }\n          variants(first: 1) {\n            nodes {\n              id\n              availableForSale\n              image {\n                url\n                altText\n              }\n              price {\n                amount\n                currencyCode\n              }\n              compareAtPrice {\n                amount\n                currencyCode\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": {return: SharedCartUpsellQuery, variables: SharedCartUpsellQueryVariables},
  "#graphql\n  query SharedChromeMenus(\n    $mainHandle: String!\n    $mobileHandle: String!\n    $footerHandle: String!\n    $language: LanguageCode\n    $country: CountryCode\n  ) @inContext(language: $language, country: $country) {\n    shop {\n      id\n      name\n      primaryDomain {\n        url\n      }\n    }\n    main: menu(handle: $mainHandle) {\n      id\n      items {\n        ...ChromeMenuItem\n      }\n    }\n    mobile: menu(handle: $mobileHandle) {\n      id\n      items {\n        ...ChromeMenuItem\n      }\n    }\n    footer: menu(handle: $footerHandle) {\n      id\n      items {\n        ...ChromeMenuItem\n      }\n    }\n  }\n  #graphql\n  fragment ChromeMenuItemFields on MenuItem {\n    id\n    title\n    url\n    type\n    resourceId\n  }\n  fragment ChromeMenuItem on MenuItem {\n    ...ChromeMenuItemFields\n    items {\n      ...ChromeMenuItemFields\n      items {\n        ...ChromeMenuItemFields\n      }\n    }\n  }\n\n": {return: SharedChromeMenusQuery, variables: SharedChromeMenusQueryVariables},
  "#graphql\n  query SharedSearchProducts(\n    $query: String!\n    $first: Int!\n    $language: LanguageCode\n    $country: CountryCode\n  ) @inContext(language: $language, country: $country) {\n    search(query: $query, first: $first, types: [PRODUCT], unavailableProducts: LAST) {\n      totalCount\n      nodes {\n        ... on Product {\n          ...SharedSearchProduct\n        }\n      }\n    }\n  }\n  #graphql\n  fragment SharedSearchProduct on Product {\n    id\n    handle\n    title\n    description\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n": {return: SharedSearchProductsQuery, variables: SharedSearchProductsQueryVariables},
  "#graphql\n  query SharedSearchBestSellers(\n    $handle: String!\n    $first: Int!\n    $language: LanguageCode\n    $country: CountryCode\n  ) @inContext(language: $language, country: $country) {\n    collection(handle: $handle) {\n      id\n      products(first: $first) {\n        nodes {\n          ...SharedSearchProduct\n        }\n      }\n    }\n  }\n  #graphql\n  fragment SharedSearchProduct on Product {\n    id\n    handle\n    title\n    description\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      price {\n        amount\n        currencyCode\n      }\n      compareAtPrice {\n        amount\n        currencyCode\n      }\n    }\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n": {return: SharedSearchBestSellersQuery, variables: SharedSearchBestSellersQueryVariables},
  "#graphql\n  query GroomingHomeBestSellers($handle: String!, $first: Int!) {\n    collection(handle: $handle) {\n      id\n      products(first: $first) {\n        nodes {\n          id\n          handle\n          title\n          featuredImage { id url altText width height }\n          priceRange { minVariantPrice { amount currencyCode } }\n        }\n      }\n    }\n  }\n": {return: GroomingHomeBestSellersQuery, variables: GroomingHomeBestSellersQueryVariables},
  "#graphql\n  query GumHome($featured: String!, $supplements: String!, $language: LanguageCode, $country: CountryCode)\n  @inContext(language: $language, country: $country) {\n    featured: collection(handle: $featured) {\n      id\n      title\n      products(first: 8) {\n        nodes {\n          ...GumProductCard\n        }\n      }\n    }\n    supplements: collection(handle: $supplements) {\n      id\n      title\n      products(first: 4) {\n        nodes {\n          ...GumProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment GumProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      id\n      url\n      altText\n      width\n      height\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n    byline: metafield(namespace: \"custom\", key: \"byline\") {\n      value\n    }\n  }\n\n": {return: GumHomeQuery, variables: GumHomeQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation SharedCustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {\n    customerAccessTokenCreate(input: $input) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: SharedCustomerAccessTokenCreateMutation, variables: SharedCustomerAccessTokenCreateMutationVariables},
  "#graphql\n  mutation SharedCustomerAccessTokenCreateWithMultipass($multipassToken: String!) {\n    customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) {\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: SharedCustomerAccessTokenCreateWithMultipassMutation, variables: SharedCustomerAccessTokenCreateWithMultipassMutationVariables},
  "#graphql\n  mutation SharedCustomerActivateByUrl($activationUrl: URL!, $password: String!) {\n    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {\n      customer {\n        id\n      }\n      customerAccessToken {\n        accessToken\n        expiresAt\n      }\n      customerUserErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: SharedCustomerActivateByUrlMutation, variables: SharedCustomerActivateByUrlMutationVariables},
  "#graphql\n  mutation SharedCustomerAccessTokenDelete($customerAccessToken: String!) {\n    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {\n      deletedAccessToken\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": {return: SharedCustomerAccessTokenDeleteMutation, variables: SharedCustomerAccessTokenDeleteMutationVariables},
}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
