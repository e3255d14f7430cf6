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

export type SharedCollectionSummaryFragment = (
  Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'>
  & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'> }
);

export type SharedImageFragment = Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>;

export type SharedVariantPricesFragment = { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> };

export type SharedProductReviewsFragment = { rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> };

export type SharedProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
  & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
    )> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
);

export type SharedFilterFragment = (
  Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'>
  & { values: Array<Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
);

export type SharedPriceVariantsFragment = { priceVariants: { nodes: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
    )> } };

export type SharedProductVariantFragment = (
  Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
  & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle'>, netQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
);

export type SharedProductLegalFragment = { legalManufacturer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalMarketer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalCountryOfOrigin?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalNetQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalBestBefore?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalConsumerCare?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> };

export type SharedProductPageFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'description' | 'descriptionHtml' | 'encodedVariantExistence' | 'encodedVariantAvailability'>
  & { seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, options: Array<(
    Pick<StorefrontAPI.ProductOption, 'name'>
    & { optionValues: Array<(
      Pick<StorefrontAPI.ProductOptionValue, 'name'>
      & { firstSelectableVariant?: StorefrontAPI.Maybe<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle'>, netQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
      )> }
    )> }
  )>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
    & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle'>, netQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
  )>, adjacentVariants: Array<(
    Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
    & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle'>, netQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
  )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalManufacturer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalMarketer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalCountryOfOrigin?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalNetQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalBestBefore?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalConsumerCare?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
);

export type SharedPageQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type SharedPageQuery = { page?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Page, 'id' | 'handle' | 'title' | 'body' | 'bodySummary'>
    & { seo?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>> }
  )> };

export type SharedPolicyItemFragment = Pick<StorefrontAPI.ShopPolicy, 'body' | 'handle' | 'id' | 'title' | 'url'>;

export type SharedPolicyQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  privacyPolicy: StorefrontAPI.Scalars['Boolean']['input'];
  refundPolicy: StorefrontAPI.Scalars['Boolean']['input'];
  shippingPolicy: StorefrontAPI.Scalars['Boolean']['input'];
  termsOfService: StorefrontAPI.Scalars['Boolean']['input'];
  subscriptionPolicy: StorefrontAPI.Scalars['Boolean']['input'];
}>;


export type SharedPolicyQuery = { shop: { privacyPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'body' | 'handle' | 'id' | 'title' | 'url'>>, shippingPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'body' | 'handle' | 'id' | 'title' | 'url'>>, termsOfService?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'body' | 'handle' | 'id' | 'title' | 'url'>>, refundPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'body' | 'handle' | 'id' | 'title' | 'url'>>, subscriptionPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicyWithDefault, 'id' | 'body' | 'handle' | 'title' | 'url'>> } };

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

export type SharedCustomerLoyaltyQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  namespace: StorefrontAPI.Scalars['String']['input'];
  key: StorefrontAPI.Scalars['String']['input'];
  pendingKey: StorefrontAPI.Scalars['String']['input'];
}>;


export type SharedCustomerLoyaltyQuery = { customer?: StorefrontAPI.Maybe<{ loyalty?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, pending?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }> };

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

export type SharedCustomerOrdersQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type SharedCustomerOrdersQuery = { customer?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Customer, 'id' | 'firstName' | 'lastName' | 'phone' | 'email'>
    & { orders: { nodes: Array<(
        Pick<StorefrontAPI.Order, 'id' | 'name' | 'orderNumber' | 'processedAt' | 'financialStatus' | 'fulfillmentStatus'>
        & { paymentMethod?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, promisedDate?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, codConfirmation?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, totalPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, lineItems: { nodes: Array<(
            Pick<StorefrontAPI.OrderLineItem, 'title' | 'quantity'>
            & { variant?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ProductVariant, 'title'>> }
          )> } }
      )> } }
  )> };

export type McpProductSummaryFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'availableForSale'>
  & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
    & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
  )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
);

export type McpSearchProductsQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
}>;


export type McpSearchProductsQuery = { search: (
    Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'>
    & { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'description' | 'availableForSale'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
      )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    )> }
  ) };

export type McpProductQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
}>;


export type McpProductQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'description' | 'availableForSale'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>, options: Array<(
      Pick<StorefrontAPI.ProductOption, 'name'>
      & { optionValues: Array<Pick<StorefrontAPI.ProductOptionValue, 'name'>> }
    )>, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'availableForSale' | 'quantityAvailable'>
        & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
      )> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
  )> };

export type McpVariantPricesQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
}>;


export type McpVariantPricesQuery = { nodes: Array<StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.ProductVariant, 'id'>
    & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
  )>> };

export type McpPoliciesQueryVariables = StorefrontAPI.Exact<{
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
}>;


export type McpPoliciesQuery = { shop: { privacyPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title' | 'handle' | 'body'>>, refundPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title' | 'handle' | 'body'>>, shippingPolicy?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title' | 'handle' | 'body'>>, termsOfService?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ShopPolicy, 'title' | 'handle' | 'body'>> }, pages: { nodes: Array<Pick<StorefrontAPI.Page, 'title' | 'handle' | 'body'>> } };

export type SharedRecentlyViewedProductFragment = (
  Pick<StorefrontAPI.Product, 'handle' | 'title' | 'availableForSale'>
  & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }> }
);

export type SharedRecentlyViewedQueryVariables = StorefrontAPI.Exact<{
  h0: StorefrontAPI.Scalars['String']['input'];
  h1: StorefrontAPI.Scalars['String']['input'];
  h2: StorefrontAPI.Scalars['String']['input'];
  h3: StorefrontAPI.Scalars['String']['input'];
  h4: StorefrontAPI.Scalars['String']['input'];
  h5: StorefrontAPI.Scalars['String']['input'];
  h6: StorefrontAPI.Scalars['String']['input'];
  h7: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type SharedRecentlyViewedQuery = { p0?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'handle' | 'title' | 'availableForSale'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }> }
  )>, p1?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'handle' | 'title' | 'availableForSale'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }> }
  )>, p2?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'handle' | 'title' | 'availableForSale'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }> }
  )>, p3?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'handle' | 'title' | 'availableForSale'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }> }
  )>, p4?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'handle' | 'title' | 'availableForSale'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }> }
  )>, p5?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'handle' | 'title' | 'availableForSale'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }> }
  )>, p6?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'handle' | 'title' | 'availableForSale'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }> }
  )>, p7?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'handle' | 'title' | 'availableForSale'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }> }
  )> };

export type SharedReviewerQueryVariables = StorefrontAPI.Exact<{
  customerAccessToken: StorefrontAPI.Scalars['String']['input'];
}>;


export type SharedReviewerQuery = { customer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Customer, 'id'>> };

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

export type SharedSearchPageBestSellersQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
}>;


export type SharedSearchPageBestSellersQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
        )> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    )> } };

export type SharedSearchVocabularyQueryVariables = StorefrontAPI.Exact<{
  first: StorefrontAPI.Scalars['Int']['input'];
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
}>;


export type SharedSearchVocabularyQuery = { products: { nodes: Array<Pick<StorefrontAPI.Product, 'id' | 'title' | 'productType' | 'tags' | 'vendor'>>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'> }, shop: { synonyms?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, needs?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> } };

export type SharedSitemapResourcesQueryVariables = StorefrontAPI.Exact<{
  type: StorefrontAPI.SitemapType;
  page: StorefrontAPI.Scalars['Int']['input'];
}>;


export type SharedSitemapResourcesQuery = { sitemap: { resources?: StorefrontAPI.Maybe<{ items: Array<Pick<StorefrontAPI.SitemapResource, 'handle' | 'updatedAt'> | Pick<StorefrontAPI.SitemapResourceMetaobject, 'handle' | 'updatedAt'>> }> } };

export type GroomingCartUpsellQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type GroomingCartUpsellQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
        & { variants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
            & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          )> }, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      )> } }
  )> };

export type GroomingHomeQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type GroomingHomeQuery = { shop: Pick<StorefrontAPI.Shop, 'name' | 'description'>, bestSellers?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id'>
    & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          )> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      )> } }
  )>, newArrivals?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          )> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      )> } }
  )>, collections: { nodes: Array<(
      Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>
      & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
    )> } };

export type GroomingArticleQueryVariables = StorefrontAPI.Exact<{
  articleHandle: StorefrontAPI.Scalars['String']['input'];
  blogHandle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type GroomingArticleQuery = { blog?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Blog, 'handle' | 'title'>
    & { articleByHandle?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.Article, 'id' | 'handle' | 'title' | 'contentHtml' | 'excerpt' | 'publishedAt'>
      & { authorV2?: StorefrontAPI.Maybe<Pick<StorefrontAPI.ArticleAuthor, 'name'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'altText' | 'url' | 'width' | 'height'>>, seo?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'description' | 'title'>> }
    )> }
  )> };

export type GroomingBlogQueryVariables = StorefrontAPI.Exact<{
  blogHandle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;


export type GroomingBlogQuery = { blog?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Blog, 'id' | 'handle' | 'title'>
    & { seo?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Seo, 'title' | 'description'>>, articles: { nodes: Array<(
        Pick<StorefrontAPI.Article, 'id' | 'handle' | 'title' | 'excerpt' | 'publishedAt'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
      )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'> } }
  )>, blogs: { nodes: Array<Pick<StorefrontAPI.Blog, 'handle' | 'title'>> } };

export type GroomingBlogsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type GroomingBlogsQuery = { blogs: { nodes: Array<(
      Pick<StorefrontAPI.Blog, 'id' | 'handle' | 'title'>
      & { articles: { nodes: Array<(
          Pick<StorefrontAPI.Article, 'id' | 'handle' | 'title' | 'excerpt' | 'publishedAt'>
          & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
        )> } }
    )> } };

export type GroomingCollectionQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductCollectionSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  filters?: StorefrontAPI.InputMaybe<Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter>;
  priceFiltered: StorefrontAPI.Scalars['Boolean']['input'];
}>;


export type GroomingCollectionQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'>
    & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, products: { filters: Array<(
        Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          )> }, priceVariants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          )> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'endCursor' | 'startCursor'> }, seo: Pick<StorefrontAPI.Seo, 'title' | 'description'> }
  )> };

export type GroomingCollectionsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type GroomingCollectionsQuery = { collections: { nodes: Array<(
      Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>
      & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }
    )> } };

export type GroomingProductQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  handle: StorefrontAPI.Scalars['String']['input'];
  selectedOptions: Array<StorefrontAPI.SelectedOptionInput> | StorefrontAPI.SelectedOptionInput;
}>;


export type GroomingProductQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'description' | 'descriptionHtml' | 'encodedVariantExistence' | 'encodedVariantAvailability'>
    & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle' | 'title'>> }, seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, options: Array<(
      Pick<StorefrontAPI.ProductOption, 'name'>
      & { optionValues: Array<(
        Pick<StorefrontAPI.ProductOptionValue, 'name'>
        & { firstSelectableVariant?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
          & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle'>, netQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
        )> }
      )> }
    )>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
      & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle'>, netQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
    )>, adjacentVariants: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
      & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle'>, netQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
    )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalManufacturer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalMarketer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalCountryOfOrigin?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalNetQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalBestBefore?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalConsumerCare?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
  )> };

export type GroomingProductRecommendedQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type GroomingProductRecommendedQuery = { recommended?: StorefrontAPI.Maybe<{ products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
        & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          )> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      )> } }> };

export type GroomingSearchQueryVariables = StorefrontAPI.Exact<{
  term: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
}>;


export type GroomingSearchQuery = { products: (
    Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'>
    & { nodes: Array<{ __typename: 'Article' | 'Page' } | (
      { __typename: 'Product' }
      & Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
      & { featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
        )> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
    )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor'> }
  ) };

export type GumProductCardFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
  & { byline?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
      & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
    )> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
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
        & { byline?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          )> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      )> } }
  )>, supplements?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'title'>
    & { products: { nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
        & { byline?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          )> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      )> } }
  )> };

export type GumCollectionQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  filters?: StorefrontAPI.InputMaybe<Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter>;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductCollectionSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  startCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  endCursor?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  priceFiltered: StorefrontAPI.Scalars['Boolean']['input'];
}>;


export type GumCollectionQuery = { collection?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title' | 'description'>
    & { products: { filters: Array<(
        Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'>
        & { values: Array<Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'>> }
      )>, nodes: Array<(
        Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'availableForSale'>
        & { byline?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, priceVariants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          )> }, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, variants: { nodes: Array<(
            Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
          )> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'> }, seo: Pick<StorefrontAPI.Seo, 'title' | 'description'> }
  )> };

export type GumProductQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  selectedOptions: Array<StorefrontAPI.SelectedOptionInput> | StorefrontAPI.SelectedOptionInput;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
}>;


export type GumProductQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'productType' | 'tags' | 'totalInventory' | 'id' | 'title' | 'handle' | 'vendor' | 'description' | 'descriptionHtml' | 'encodedVariantExistence' | 'encodedVariantAvailability'>
    & { byline?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
      Pick<StorefrontAPI.ProductVariant, 'quantityAvailable' | 'id' | 'title' | 'sku' | 'availableForSale'>
      & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle'>, netQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
    )>, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'barcode' | 'availableForSale'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }
      )> }, seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>, images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, options: Array<(
      Pick<StorefrontAPI.ProductOption, 'name'>
      & { optionValues: Array<(
        Pick<StorefrontAPI.ProductOptionValue, 'name'>
        & { firstSelectableVariant?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
          & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle'>, netQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
        )> }
      )> }
    )>, adjacentVariants: Array<(
      Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
      & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle'>, netQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
    )>, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalManufacturer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalMarketer?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalCountryOfOrigin?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalNetQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalBestBefore?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, legalConsumerCare?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
  )> };

export type GumSearchQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  before?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
}>;


export type GumSearchQuery = { search: (
    Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'>
    & { pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor'>, edges: Array<(
      Pick<StorefrontAPI.SearchResultItemEdge, 'cursor'>
      & { node: { __typename: 'Article' | 'Page' } | (
        { __typename: 'Product' }
        & Pick<StorefrontAPI.Product, 'availableForSale' | 'id' | 'handle' | 'title' | 'description'>
        & { images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
          Pick<StorefrontAPI.ProductVariant, 'title' | 'id'>
          & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
        )>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
      ) }
    )> }
  ) };

export type GumSearchProductFragment = (
  Pick<StorefrontAPI.Product, 'availableForSale' | 'id' | 'handle' | 'title' | 'description'>
  & { images: { nodes: Array<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.ProductVariant, 'title' | 'id'>
    & { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>> }
  )>, featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>>, priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'> }, rating?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>, ratingCount?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>> }
);

interface GeneratedQueryTypes {
  "#graphql\n  query SharedPage($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    page(handle: $handle) {\n      id\n      handle\n      title\n      body\n      bodySummary\n      seo {\n        title\n        description\n      }\n    }\n  }\n": {return: SharedPageQuery, variables: SharedPageQueryVariables},
  "#graphql\n  fragment SharedPolicyItem on ShopPolicy {\n    body\n    handle\n    id\n    title\n    url\n  }\n  query SharedPolicy(\n    $country: CountryCode\n    $language: LanguageCode\n    $privacyPolicy: Boolean!\n    $refundPolicy: Boolean!\n    $shippingPolicy: Boolean!\n    $termsOfService: Boolean!\n    $subscriptionPolicy: Boolean!\n  ) @inContext(language: $language, country: $country) {\n    shop {\n      privacyPolicy @include(if: $privacyPolicy) {\n        ...SharedPolicyItem\n      }\n      shippingPolicy @include(if: $shippingPolicy) {\n        ...SharedPolicyItem\n      }\n      termsOfService @include(if: $termsOfService) {\n        ...SharedPolicyItem\n      }\n      refundPolicy @include(if: $refundPolicy) {\n        ...SharedPolicyItem\n      }\n      subscriptionPolicy @include(if: $subscriptionPolicy) {\n        id\n        body\n        handle\n        title\n        url\n      }\n    }\n  }\n": {return: SharedPolicyQuery, variables: SharedPolicyQueryVariables},
  "#graphql\n  query SharedChromeMenus(\n    $mainHandle: String!\n    $mobileHandle: String!\n    $footerHandle: String!\n    $language: LanguageCode\n    $country: CountryCode\n  ) @inContext(language: $language, country: $country) {\n    shop {\n      id\n      name\n      primaryDomain {\n        url\n      }\n    }\n    main: menu(handle: $mainHandle) {\n      id\n      items {\n        ...ChromeMenuItem\n      }\n    }\n    mobile: menu(handle: $mobileHandle) {\n      id\n      items {\n        ...ChromeMenuItem\n      }\n    }\n    footer: menu(handle: $footerHandle) {\n      id\n      items {\n        ...ChromeMenuItem\n      }\n    }\n  }\n  #graphql\n  fragment ChromeMenuItemFields on MenuItem {\n    id\n    title\n    url\n    type\n    resourceId\n  }\n  fragment ChromeMenuItem on MenuItem {\n    ...ChromeMenuItemFields\n    items {\n      ...ChromeMenuItemFields\n      items {\n        ...ChromeMenuItemFields\n      }\n    }\n  }\n\n": {return: SharedChromeMenusQuery, variables: SharedChromeMenusQueryVariables},
  "#graphql\n  query SharedCustomerLoyalty(\n    $customerAccessToken: String!\n    $namespace: String!\n    $key: String!\n    $pendingKey: String!\n  ) {\n    customer(customerAccessToken: $customerAccessToken) {\n      loyalty: metafield(namespace: $namespace, key: $key) {\n        value\n      }\n      pending: metafield(namespace: $namespace, key: $pendingKey) {\n        value\n      }\n    }\n  }\n": {return: SharedCustomerLoyaltyQuery, variables: SharedCustomerLoyaltyQueryVariables},
  "#graphql\n  query SharedCustomerOrders($customerAccessToken: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n      firstName\n      lastName\n      phone\n      email\n      orders(first: 50, sortKey: PROCESSED_AT, reverse: true) {\n        nodes {\n          id\n          name\n          orderNumber\n          processedAt\n          financialStatus\n          fulfillmentStatus\n          paymentMethod: metafield(namespace: \"delivery\", key: \"payment_method\") {\n            value\n          }\n          promisedDate: metafield(namespace: \"delivery\", key: \"promised_date\") {\n            value\n          }\n          codConfirmation: metafield(namespace: \"cod\", key: \"confirmation\") {\n            value\n          }\n          totalPrice {\n            amount\n            currencyCode\n          }\n          lineItems(first: 20) {\n            nodes {\n              title\n              quantity\n              variant {\n                title\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": {return: SharedCustomerOrdersQuery, variables: SharedCustomerOrdersQueryVariables},
  "#graphql\n  query McpSearchProducts(\n    $query: String!\n    $first: Int!\n    $language: LanguageCode\n    $country: CountryCode\n  ) @inContext(language: $language, country: $country) {\n    search(query: $query, first: $first, types: [PRODUCT], unavailableProducts: LAST) {\n      totalCount\n      nodes {\n        ... on Product {\n          ...McpProductSummary\n        }\n      }\n    }\n  }\n  #graphql\n  fragment McpProductSummary on Product {\n    id\n    handle\n    title\n    description\n    availableForSale\n    featuredImage {\n      url\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      availableForSale\n      ...SharedVariantPrices\n    }\n    ...SharedProductReviews\n  }\n  #graphql\n  fragment SharedVariantPrices on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SharedProductReviews on Product {\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n\n": {return: McpSearchProductsQuery, variables: McpSearchProductsQueryVariables},
  "#graphql\n  query McpProduct(\n    $handle: String!\n    $language: LanguageCode\n    $country: CountryCode\n  ) @inContext(language: $language, country: $country) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      vendor\n      productType\n      description\n      availableForSale\n      featuredImage {\n        url\n      }\n      options {\n        name\n        optionValues {\n          name\n        }\n      }\n      variants(first: 100) {\n        nodes {\n          id\n          title\n          availableForSale\n          quantityAvailable\n          selectedOptions {\n            name\n            value\n          }\n          ...SharedVariantPrices\n        }\n      }\n      ...SharedProductReviews\n    }\n  }\n  #graphql\n  fragment SharedVariantPrices on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SharedProductReviews on Product {\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n": {return: McpProductQuery, variables: McpProductQueryVariables},
  "#graphql\n  query McpVariantPrices($ids: [ID!]!, $country: CountryCode)\n  @inContext(country: $country) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        price {\n          amount\n          currencyCode\n        }\n      }\n    }\n  }\n": {return: McpVariantPricesQuery, variables: McpVariantPricesQueryVariables},
  "#graphql\n  query McpPolicies($language: LanguageCode, $country: CountryCode)\n  @inContext(language: $language, country: $country) {\n    shop {\n      privacyPolicy {\n        title\n        handle\n        body\n      }\n      refundPolicy {\n        title\n        handle\n        body\n      }\n      shippingPolicy {\n        title\n        handle\n        body\n      }\n      termsOfService {\n        title\n        handle\n        body\n      }\n    }\n    pages(first: 20) {\n      nodes {\n        title\n        handle\n        body\n      }\n    }\n  }\n": {return: McpPoliciesQuery, variables: McpPoliciesQueryVariables},
  "#graphql\n  query SharedRecentlyViewed(\n    $h0: String!\n    $h1: String!\n    $h2: String!\n    $h3: String!\n    $h4: String!\n    $h5: String!\n    $h6: String!\n    $h7: String!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    p0: product(handle: $h0) {\n      ...SharedRecentlyViewedProduct\n    }\n    p1: product(handle: $h1) {\n      ...SharedRecentlyViewedProduct\n    }\n    p2: product(handle: $h2) {\n      ...SharedRecentlyViewedProduct\n    }\n    p3: product(handle: $h3) {\n      ...SharedRecentlyViewedProduct\n    }\n    p4: product(handle: $h4) {\n      ...SharedRecentlyViewedProduct\n    }\n    p5: product(handle: $h5) {\n      ...SharedRecentlyViewedProduct\n    }\n    p6: product(handle: $h6) {\n      ...SharedRecentlyViewedProduct\n    }\n    p7: product(handle: $h7) {\n      ...SharedRecentlyViewedProduct\n    }\n  }\n  #graphql\n  fragment SharedRecentlyViewedProduct on Product {\n    handle\n    title\n    availableForSale\n    featuredImage {\n      ...SharedImage\n    }\n    selectedOrFirstAvailableVariant {\n      ...SharedVariantPrices\n    }\n  }\n  #graphql\n  fragment SharedImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment SharedVariantPrices on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n\n": {return: SharedRecentlyViewedQuery, variables: SharedRecentlyViewedQueryVariables},
  "#graphql\n  query SharedReviewer($customerAccessToken: String!) {\n    customer(customerAccessToken: $customerAccessToken) {\n      id\n    }\n  }\n": {return: SharedReviewerQuery, variables: SharedReviewerQueryVariables},
  "#graphql\n  query SharedSearchProducts(\n    $query: String!\n    $first: Int!\n    $language: LanguageCode\n    $country: CountryCode\n  ) @inContext(language: $language, country: $country) {\n    search(query: $query, first: $first, types: [PRODUCT], unavailableProducts: LAST) {\n      totalCount\n      nodes {\n        ... on Product {\n          ...SharedSearchProduct\n        }\n      }\n    }\n  }\n  #graphql\n  fragment SharedSearchProduct on Product {\n    id\n    handle\n    title\n    description\n    featuredImage {\n      ...SharedImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      ...SharedVariantPrices\n    }\n    ...SharedProductReviews\n  }\n  #graphql\n  fragment SharedImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment SharedVariantPrices on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SharedProductReviews on Product {\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n\n": {return: SharedSearchProductsQuery, variables: SharedSearchProductsQueryVariables},
  "#graphql\n  query SharedSearchBestSellers(\n    $handle: String!\n    $first: Int!\n    $language: LanguageCode\n    $country: CountryCode\n  ) @inContext(language: $language, country: $country) {\n    collection(handle: $handle) {\n      id\n      products(first: $first) {\n        nodes {\n          ...SharedSearchProduct\n        }\n      }\n    }\n  }\n  #graphql\n  fragment SharedSearchProduct on Product {\n    id\n    handle\n    title\n    description\n    featuredImage {\n      ...SharedImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      ...SharedVariantPrices\n    }\n    ...SharedProductReviews\n  }\n  #graphql\n  fragment SharedImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment SharedVariantPrices on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SharedProductReviews on Product {\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n\n": {return: SharedSearchBestSellersQuery, variables: SharedSearchBestSellersQueryVariables},
  "#graphql\n  query SharedSearchPageBestSellers($first: Int!, $language: LanguageCode, $country: CountryCode)\n  @inContext(language: $language, country: $country) {\n    products(first: $first, sortKey: BEST_SELLING) {\n      nodes {\n        ...SharedProductCard\n      }\n    }\n  }\n  #graphql\n  fragment SharedProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      ...SharedImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        ...SharedVariantPrices\n      }\n    }\n    ...SharedProductReviews\n  }\n  #graphql\n  fragment SharedImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment SharedVariantPrices on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SharedProductReviews on Product {\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n\n": {return: SharedSearchPageBestSellersQuery, variables: SharedSearchPageBestSellersQueryVariables},
  "#graphql\n  query SharedSearchVocabulary($first: Int!, $after: String, $language: LanguageCode, $country: CountryCode)\n  @inContext(language: $language, country: $country) {\n    products(first: $first, after: $after) {\n      nodes {\n        id\n        title\n        productType\n        tags\n        vendor\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    shop {\n      synonyms: metafield(namespace: \"search\", key: \"synonyms\") {\n        value\n      }\n      needs: metafield(namespace: \"search\", key: \"needs\") {\n        value\n      }\n    }\n  }\n": {return: SharedSearchVocabularyQuery, variables: SharedSearchVocabularyQueryVariables},
  "#graphql\n  query SharedSitemapResources($type: SitemapType!, $page: Int!) {\n    sitemap(type: $type) {\n      resources(page: $page) {\n        items {\n          handle\n          updatedAt\n        }\n      }\n    }\n  }\n": {return: SharedSitemapResourcesQuery, variables: SharedSitemapResourcesQueryVariables},
  "#graphql\n  query GroomingCartUpsell($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      products(first: 12) {\n        nodes {\n          ...SharedProductCard\n          variants(first: 1) {\n            nodes {\n              image {\n                url\n                altText\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment SharedProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      ...SharedImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        ...SharedVariantPrices\n      }\n    }\n    ...SharedProductReviews\n  }\n  #graphql\n  fragment SharedImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment SharedVariantPrices on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SharedProductReviews on Product {\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n\n": {return: GroomingCartUpsellQuery, variables: GroomingCartUpsellQueryVariables},
  "#graphql\n  query GroomingHome($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    shop {\n      name\n      description\n    }\n    bestSellers: collection(handle: \"best-seller\") {\n      id\n      image {\n        id\n        url\n        altText\n        width\n        height\n      }\n      products(first: 8) {\n        nodes {\n          ...SharedProductCard\n        }\n      }\n    }\n    newArrivals: collection(handle: \"new-arrivals\") {\n      id\n      products(first: 4) {\n        nodes {\n          ...SharedProductCard\n        }\n      }\n    }\n    collections(first: 100) {\n      nodes {\n        id\n        handle\n        title\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n      }\n    }\n  }\n  #graphql\n  fragment SharedProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      ...SharedImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        ...SharedVariantPrices\n      }\n    }\n    ...SharedProductReviews\n  }\n  #graphql\n  fragment SharedImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment SharedVariantPrices on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SharedProductReviews on Product {\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n\n": {return: GroomingHomeQuery, variables: GroomingHomeQueryVariables},
  "#graphql\n  query GroomingArticle($articleHandle: String!, $blogHandle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(language: $language, country: $country) {\n    blog(handle: $blogHandle) {\n      handle\n      title\n      articleByHandle(handle: $articleHandle) {\n        id\n        handle\n        title\n        contentHtml\n        excerpt\n        publishedAt\n        authorV2 {\n          name\n        }\n        image {\n          id\n          altText\n          url\n          width\n          height\n        }\n        seo {\n          description\n          title\n        }\n      }\n    }\n  }\n": {return: GroomingArticleQuery, variables: GroomingArticleQueryVariables},
  "#graphql\n  query GroomingBlog(\n    $blogHandle: String!\n    $country: CountryCode\n    $language: LanguageCode\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n  ) @inContext(country: $country, language: $language) {\n    blog(handle: $blogHandle) {\n      id\n      handle\n      title\n      seo {\n        title\n        description\n      }\n      articles(first: $first, last: $last, before: $startCursor, after: $endCursor, sortKey: PUBLISHED_AT, reverse: true) {\n        nodes {\n          id\n          handle\n          title\n          excerpt\n          publishedAt\n          image {\n            id\n            url\n            altText\n            width\n            height\n          }\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n    blogs(first: 20) {\n      nodes {\n        handle\n        title\n      }\n    }\n  }\n": {return: GroomingBlogQuery, variables: GroomingBlogQueryVariables},
  "#graphql\n  query GroomingBlogs($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    blogs(first: 20) {\n      nodes {\n        id\n        handle\n        title\n        articles(first: 3, sortKey: PUBLISHED_AT, reverse: true) {\n          nodes {\n            id\n            handle\n            title\n            excerpt\n            publishedAt\n            image {\n              id\n              url\n              altText\n              width\n              height\n            }\n          }\n        }\n      }\n    }\n  }\n": {return: GroomingBlogsQuery, variables: GroomingBlogsQueryVariables},
  "#graphql\n  query GroomingCollection(\n    $handle: String!\n    $country: CountryCode\n    $language: LanguageCode\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $sortKey: ProductCollectionSortKeys\n    $reverse: Boolean\n    $filters: [ProductFilter!]\n    $priceFiltered: Boolean!\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      ...SharedCollectionSummary\n      image {\n        id\n        url\n        altText\n        width\n        height\n      }\n      products(first: $first, last: $last, before: $startCursor, after: $endCursor, sortKey: $sortKey, reverse: $reverse, filters: $filters) {\n        filters {\n          ...SharedFilter\n        }\n        nodes {\n          ...SharedProductCard\n          ...SharedPriceVariants @include(if: $priceFiltered)\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          endCursor\n          startCursor\n        }\n      }\n    }\n  }\n  #graphql\n  fragment SharedProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      ...SharedImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        ...SharedVariantPrices\n      }\n    }\n    ...SharedProductReviews\n  }\n  #graphql\n  fragment SharedImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment SharedVariantPrices on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SharedProductReviews on Product {\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n\n  #graphql\n  fragment SharedCollectionSummary on Collection {\n    id\n    handle\n    title\n    description\n    seo {\n      title\n      description\n    }\n  }\n\n  #graphql\n  fragment SharedPriceVariants on Product {\n    priceVariants: variants(first: 20) {\n      nodes {\n        id\n        availableForSale\n        price {\n          amount\n          currencyCode\n        }\n        compareAtPrice {\n          amount\n          currencyCode\n        }\n      }\n    }\n  }\n\n  #graphql\n  fragment SharedFilter on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n": {return: GroomingCollectionQuery, variables: GroomingCollectionQueryVariables},
  "#graphql\n  query GroomingCollections($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collections(first: 100, sortKey: TITLE) {\n      nodes {\n        id\n        handle\n        title\n        image {\n          id\n          url\n          altText\n          width\n          height\n        }\n      }\n    }\n  }\n": {return: GroomingCollectionsQuery, variables: GroomingCollectionsQueryVariables},
  "#graphql\n  query GroomingProduct(\n    $country: CountryCode\n    $language: LanguageCode\n    $handle: String!\n    $selectedOptions: [SelectedOptionInput!]!\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      ...SharedProductPage\n      featuredImage {\n        ...SharedImage\n      }\n      collections(first: 5) {\n        nodes {\n          handle\n          title\n        }\n      }\n    }\n  }\n  #graphql\n  fragment SharedProductPage on Product {\n    id\n    title\n    handle\n    vendor\n    description\n    descriptionHtml\n    seo {\n      title\n      description\n    }\n    images(first: 10) {\n      nodes {\n        ...SharedImage\n      }\n    }\n    ...SharedProductReviews\n    ...SharedProductLegal\n    encodedVariantExistence\n    encodedVariantAvailability\n    options {\n      name\n      optionValues {\n        name\n        firstSelectableVariant {\n          ...SharedProductVariant\n        }\n      }\n    }\n    selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {\n      ...SharedProductVariant\n    }\n    adjacentVariants(selectedOptions: $selectedOptions) {\n      ...SharedProductVariant\n    }\n  }\n  #graphql\n  fragment SharedProductVariant on ProductVariant {\n    id\n    title\n    sku\n    availableForSale\n    image {\n      ...SharedImage\n    }\n    ...SharedVariantPrices\n    selectedOptions {\n      name\n      value\n    }\n    product {\n      id\n      title\n      handle\n    }\n    # A pack's own net quantity, where packs differ (shared/catalog/LegalInfo.tsx, decision 109).\n    netQuantity: metafield(namespace: \"legal\", key: \"net_quantity\") {\n      value\n    }\n  }\n  #graphql\n  fragment SharedImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment SharedVariantPrices on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n\n  #graphql\n  fragment SharedProductReviews on Product {\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n  #graphql\n  fragment SharedProductLegal on Product {\n    legalManufacturer: metafield(namespace: \"legal\", key: \"manufacturer\") {\n      value\n    }\n    legalMarketer: metafield(namespace: \"legal\", key: \"marketer\") {\n      value\n    }\n    legalCountryOfOrigin: metafield(namespace: \"legal\", key: \"country_of_origin\") {\n      value\n    }\n    legalNetQuantity: metafield(namespace: \"legal\", key: \"net_quantity\") {\n      value\n    }\n    legalBestBefore: metafield(namespace: \"legal\", key: \"best_before\") {\n      value\n    }\n    legalConsumerCare: metafield(namespace: \"legal\", key: \"consumer_care\") {\n      value\n    }\n  }\n\n\n": {return: GroomingProductQuery, variables: GroomingProductQueryVariables},
  "#graphql\n  query GroomingProductRecommended($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    recommended: collection(handle: \"best-seller\") {\n      products(first: 5) {\n        nodes {\n          ...SharedProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment SharedProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      ...SharedImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        ...SharedVariantPrices\n      }\n    }\n    ...SharedProductReviews\n  }\n  #graphql\n  fragment SharedImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment SharedVariantPrices on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SharedProductReviews on Product {\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n\n": {return: GroomingProductRecommendedQuery, variables: GroomingProductRecommendedQueryVariables},
  "#graphql\n  query GroomingSearch(\n    $term: String!\n    $country: CountryCode\n    $language: LanguageCode\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n  ) @inContext(country: $country, language: $language) {\n    products: search(\n      query: $term\n      types: [PRODUCT]\n      unavailableProducts: LAST\n      first: $first\n      last: $last\n      before: $startCursor\n      after: $endCursor\n    ) {\n      totalCount\n      nodes {\n        __typename\n        ... on Product {\n          ...SharedProductCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n  #graphql\n  fragment SharedProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      ...SharedImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        ...SharedVariantPrices\n      }\n    }\n    ...SharedProductReviews\n  }\n  #graphql\n  fragment SharedImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment SharedVariantPrices on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SharedProductReviews on Product {\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n\n": {return: GroomingSearchQuery, variables: GroomingSearchQueryVariables},
  "#graphql\n  query GumHome($featured: String!, $supplements: String!, $language: LanguageCode, $country: CountryCode)\n  @inContext(language: $language, country: $country) {\n    featured: collection(handle: $featured) {\n      id\n      title\n      products(first: 8) {\n        nodes {\n          ...GumProductCard\n        }\n      }\n    }\n    supplements: collection(handle: $supplements) {\n      id\n      title\n      products(first: 4) {\n        nodes {\n          ...GumProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment GumProductCard on Product {\n    ...SharedProductCard\n    byline: metafield(namespace: \"custom\", key: \"byline\") {\n      value\n    }\n  }\n  #graphql\n  fragment SharedProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      ...SharedImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        ...SharedVariantPrices\n      }\n    }\n    ...SharedProductReviews\n  }\n  #graphql\n  fragment SharedImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment SharedVariantPrices on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SharedProductReviews on Product {\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n\n\n": {return: GumHomeQuery, variables: GumHomeQueryVariables},
  "#graphql\n  query GumCollection(\n    $handle: String!\n    $filters: [ProductFilter!]\n    $sortKey: ProductCollectionSortKeys\n    $reverse: Boolean\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $endCursor: String\n    $language: LanguageCode\n    $country: CountryCode\n    $priceFiltered: Boolean!\n  ) @inContext(language: $language, country: $country) {\n    collection(handle: $handle) {\n      ...SharedCollectionSummary\n      products(\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n        filters: $filters\n        sortKey: $sortKey\n        reverse: $reverse\n      ) {\n        filters {\n          ...SharedFilter\n        }\n        nodes {\n          ...GumProductCard\n          ...SharedPriceVariants @include(if: $priceFiltered)\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n    }\n  }\n  #graphql\n  fragment GumProductCard on Product {\n    ...SharedProductCard\n    byline: metafield(namespace: \"custom\", key: \"byline\") {\n      value\n    }\n  }\n  #graphql\n  fragment SharedProductCard on Product {\n    id\n    handle\n    title\n    availableForSale\n    featuredImage {\n      ...SharedImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    variants(first: 1) {\n      nodes {\n        id\n        availableForSale\n        ...SharedVariantPrices\n      }\n    }\n    ...SharedProductReviews\n  }\n  #graphql\n  fragment SharedImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment SharedVariantPrices on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SharedProductReviews on Product {\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n\n\n  #graphql\n  fragment SharedCollectionSummary on Collection {\n    id\n    handle\n    title\n    description\n    seo {\n      title\n      description\n    }\n  }\n\n  #graphql\n  fragment SharedPriceVariants on Product {\n    priceVariants: variants(first: 20) {\n      nodes {\n        id\n        availableForSale\n        price {\n          amount\n          currencyCode\n        }\n        compareAtPrice {\n          amount\n          currencyCode\n        }\n      }\n    }\n  }\n\n  #graphql\n  fragment SharedFilter on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n    }\n  }\n\n": {return: GumCollectionQuery, variables: GumCollectionQueryVariables},
  "#graphql\n  query GumProduct(\n    $handle: String!\n    $selectedOptions: [SelectedOptionInput!]!\n    $language: LanguageCode\n    $country: CountryCode\n  ) @inContext(language: $language, country: $country) {\n    product(handle: $handle) {\n      ...SharedProductPage\n      productType\n      tags\n      totalInventory\n      byline: metafield(namespace: \"custom\", key: \"byline\") {\n        value\n      }\n      # 'Only N left' for the chosen variant.\n      selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {\n        quantityAvailable\n      }\n      # Every variant, for the JSON-LD offers only.\n      variants(first: 20) {\n        nodes {\n          id\n          title\n          sku\n          barcode\n          availableForSale\n          price {\n            amount\n            currencyCode\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment SharedProductPage on Product {\n    id\n    title\n    handle\n    vendor\n    description\n    descriptionHtml\n    seo {\n      title\n      description\n    }\n    images(first: 10) {\n      nodes {\n        ...SharedImage\n      }\n    }\n    ...SharedProductReviews\n    ...SharedProductLegal\n    encodedVariantExistence\n    encodedVariantAvailability\n    options {\n      name\n      optionValues {\n        name\n        firstSelectableVariant {\n          ...SharedProductVariant\n        }\n      }\n    }\n    selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) {\n      ...SharedProductVariant\n    }\n    adjacentVariants(selectedOptions: $selectedOptions) {\n      ...SharedProductVariant\n    }\n  }\n  #graphql\n  fragment SharedProductVariant on ProductVariant {\n    id\n    title\n    sku\n    availableForSale\n    image {\n      ...SharedImage\n    }\n    ...SharedVariantPrices\n    selectedOptions {\n      name\n      value\n    }\n    product {\n      id\n      title\n      handle\n    }\n    # A pack's own net quantity, where packs differ (shared/catalog/LegalInfo.tsx, decision 109).\n    netQuantity: metafield(namespace: \"legal\", key: \"net_quantity\") {\n      value\n    }\n  }\n  #graphql\n  fragment SharedImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment SharedVariantPrices on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n\n  #graphql\n  fragment SharedProductReviews on Product {\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n  #graphql\n  fragment SharedProductLegal on Product {\n    legalManufacturer: metafield(namespace: \"legal\", key: \"manufacturer\") {\n      value\n    }\n    legalMarketer: metafield(namespace: \"legal\", key: \"marketer\") {\n      value\n    }\n    legalCountryOfOrigin: metafield(namespace: \"legal\", key: \"country_of_origin\") {\n      value\n    }\n    legalNetQuantity: metafield(namespace: \"legal\", key: \"net_quantity\") {\n      value\n    }\n    legalBestBefore: metafield(namespace: \"legal\", key: \"best_before\") {\n      value\n    }\n    legalConsumerCare: metafield(namespace: \"legal\", key: \"consumer_care\") {\n      value\n    }\n  }\n\n\n": {return: GumProductQuery, variables: GumProductQueryVariables},
  "#graphql\n  query GumSearch(\n    $query: String!\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $language: LanguageCode\n    $country: CountryCode\n  ) @inContext(language: $language, country: $country) {\n    search(query: $query, types: [PRODUCT], first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          __typename\n          ...GumSearchProduct\n        }\n      }\n    }\n  }\n  #graphql\n  fragment GumSearchProduct on Product {\n    ...SharedSearchProduct\n    availableForSale\n    images(first: 10) {\n      nodes {\n        ...SharedImage\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      title\n    }\n  }\n  #graphql\n  fragment SharedSearchProduct on Product {\n    id\n    handle\n    title\n    description\n    featuredImage {\n      ...SharedImage\n    }\n    priceRange {\n      minVariantPrice {\n        amount\n        currencyCode\n      }\n    }\n    selectedOrFirstAvailableVariant {\n      id\n      ...SharedVariantPrices\n    }\n    ...SharedProductReviews\n  }\n  #graphql\n  fragment SharedImage on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment SharedVariantPrices on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n      currencyCode\n    }\n  }\n\n  #graphql\n  fragment SharedProductReviews on Product {\n    rating: metafield(namespace: \"reviews\", key: \"rating\") {\n      value\n    }\n    ratingCount: metafield(namespace: \"reviews\", key: \"rating_count\") {\n      value\n    }\n  }\n\n\n\n": {return: GumSearchQuery, variables: GumSearchQueryVariables},
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
