/**
 * The shop's storefront origins: the only origins that may call the backend's browser routes (CORS),
 * frame its checkout pages (CSP frame-ancestors) and receive its postMessages (parentOrigin).
 *
 * Configured per shop with STOREFRONT_ORIGINS_<SHOP> (comma-separated, e.g.
 * `https://bladeandbalm.in,https://www.bladeandbalm.in`). Unset, the local storefronts:
 * http://127.0.0.1:<port> and http://localhost:<port>, the port from <SHOP>_PORT or contracts/
 * (the same variables `npm start` uses). See docs/security.md.
 */
import {shops} from '../../../contracts/index.ts';

type Env = Record<string, string | undefined>;

/** `https://Shop.example:443/` → `https://shop.example`; null for anything that is not an http(s) origin. */
export function normalizeOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || !value || value.length > 2048) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The storefront origins of one shop. */
export function shopStorefrontOrigins(
  shopId: string,
  env: Env = process.env,
): string[] {
  const configured = env[`STOREFRONT_ORIGINS_${shopId.toUpperCase()}`];
  if (configured !== undefined && configured.trim()) {
    return [
      ...new Set(
        configured
          .split(',')
          .map((o) => normalizeOrigin(o.trim()))
          .filter((o): o is string => !!o),
      ),
    ];
  }
  const store = (shops as Record<string, {port: number}>)[shopId];
  if (!store) return [];
  const port = Number(env[`${shopId.toUpperCase()}_PORT`] ?? store.port);
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

/** Every shop's storefront origins (for routes that serve all shops). */
export function allStorefrontOrigins(env: Env = process.env): string[] {
  return [
    ...new Set(
      Object.keys(shops).flatMap((id) => shopStorefrontOrigins(id, env)),
    ),
  ];
}

/** The request's Origin when it is one of the allowed storefront origins, else null. */
export function allowedOrigin(
  origin: unknown,
  allowed: readonly string[] = allStorefrontOrigins(),
): string | null {
  const normalized = normalizeOrigin(origin);
  return normalized && normalized === origin && allowed.includes(normalized)
    ? normalized
    : null;
}
