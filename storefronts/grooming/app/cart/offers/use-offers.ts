/**
 * The offers lists of 'Offers and Benefits' and the better-offer line (docs/requirements.md, grooming:
 * data, constants): read from the provider (PUT /api/discount) for the cart as it is, cached locally for
 * 120 s per cart signature; a failed read is logged and the old lists are kept.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {clearCache, readCache, writeCache} from '@shared/cart/cache';
import {
  cartSignature,
  type DrawerCart,
} from '@shared/cart/drawer/use-drawer-cart';
import {fetchOffers} from './provider-api';
import type {OffersData} from './types';

interface CachedOffers {
  signature: string;
  data: OffersData;
}

export function useOffers(cart: DrawerCart | null | undefined) {
  const [offers, setOffers] = useState<OffersData | null>(null);
  const [loading, setLoading] = useState(false);
  const cartRef = useRef(cart);
  cartRef.current = cart;
  const generationRef = useRef(0);

  useEffect(() => {
    setOffers(readCache<CachedOffers>('offers')?.data ?? null);
  }, []);

  /** Reads the lists again (`force`), or when the cart changed since the cached ones. */
  const refresh = useCallback(async (force = false) => {
    const current = cartRef.current;
    if (!current?.id || current.lines.nodes.length === 0) return;
    const signature = cartSignature(current);
    const cached = readCache<CachedOffers>('offers');
    if (!force && cached?.signature === signature) {
      setOffers(cached.data);
      return;
    }
    setLoading(true);
    const generation = generationRef.current;
    try {
      const data = await fetchOffers(current, current.id);
      // The cart was emptied (or an order placed) meanwhile: these offers are stale.
      if (
        generation !== generationRef.current ||
        !cartRef.current?.lines.nodes.length
      )
        return;
      writeCache('offers', {signature, data} satisfies CachedOffers);
      setOffers(data);
    } catch (error) {
      // Keep the old offers.
      console.error('[offers] fetching offers failed', error);
    } finally {
      setLoading(false);
    }
  }, []);

  /** Forget the lists (last line deleted, order placed); a read on its way is dropped. */
  const reset = useCallback(() => {
    generationRef.current += 1;
    setOffers(null);
    clearCache('offers');
  }, []);

  return {offers, loading, refresh, reset};
}
