import {HydratedRouter} from 'react-router/dom';
import {startTransition, StrictMode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {NonceProvider} from '@shopify/hydrogen';

/** Hydrates the server-rendered document; the CSP nonce is read back from the SSR scripts. */
export function hydrateStorefront() {
  startTransition(() => {
    const nonce =
      document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    hydrateRoot(
      document,
      <StrictMode>
        <NonceProvider value={nonce}>
          <HydratedRouter />
        </NonceProvider>
      </StrictMode>,
    );
  });
}
