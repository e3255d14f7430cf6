import {ServerRouter, type EntryContext} from 'react-router';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {storefrontCsp} from '../security/csp';
import {RETRY_AFTER_SECONDS} from '../context/timeouts';
import {SERVICE_UNAVAILABLE} from '../context/unavailable';
import {InlineStylesheetProvider} from './inline-stylesheet';

/**
 * SSR entry shared by both storefronts: streams HTML with a nonce-based CSP and the store's stylesheet in
 * its head (`css`, the store's stylesheet imported with `?inline`; decision 146).
 */
export function documentRequestHandler(css: string) {
  return (
    request: Request,
    responseStatusCode: number,
    responseHeaders: Headers,
    reactRouterContext: EntryContext,
    context: HydrogenRouterContextProvider,
  ) =>
    handleDocumentRequest(
      css,
      request,
      responseStatusCode,
      responseHeaders,
      reactRouterContext,
      context,
    );
}

async function handleDocumentRequest(
  css: string,
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  reactRouterContext: EntryContext,
  context: HydrogenRouterContextProvider,
) {
  const env = context.env;
  const {nonce, header, NonceProvider} = storefrontCsp({
    storeDomain: env.PUBLIC_STORE_DOMAIN,
    checkoutProviderUrl: env.PUBLIC_CHECKOUT_PROVIDER_URL,
    phoneLoginUrl: env.PUBLIC_PHONE_LOGIN_URL,
    shopifyCdnUrl: env.PUBLIC_SHOPIFY_CDN_URL,
    dev: process.env.NODE_ENV === 'development',
  });

  const body = await renderToReadableStream(
    <NonceProvider>
      <InlineStylesheetProvider css={css}>
        <ServerRouter
          context={reactRouterContext}
          url={request.url}
          nonce={nonce}
        />
      </InlineStylesheetProvider>
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        console.error(error);
        responseStatusCode = 500;
      },
    },
  );

  if (isbot(request.headers.get('user-agent'))) await body.allReady;

  responseHeaders.set('Content-Type', 'text/html');
  if (responseStatusCode === SERVICE_UNAVAILABLE) {
    // The outage page (a loader threw serviceUnavailable()): tell shoppers and crawlers when to retry.
    responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS));
    responseHeaders.set('Cache-Control', 'no-store');
  }
  responseHeaders.set('Content-Security-Policy', header);
  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
