import {createContext, useContext, type ReactNode} from 'react';
import type {StoreConfig} from '@config';

const StoreContext = createContext<StoreConfig | null>(null);

/** Makes the storefront's settings from hydrogen.config.ts available to shared components. */
export function StoreProvider({
  store,
  children,
}: {
  store: StoreConfig;
  children: ReactNode;
}) {
  return (
    <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
  );
}

export function useStore(): StoreConfig {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore() needs a <StoreProvider> above it');
  return store;
}
