/**
 * The contracts between the storefronts and the backend (decision 145): what both must agree on, per
 * shop, and the pure rules both compute with. Imports nothing outside this folder; the backend imports
 * only this of the repo's non-server code besides the store-neutral libraries ESLint allows it.
 */
export * from './shops.ts';
export * from './shipping.ts';
export * from './perks.ts';
export * from './delivery.ts';
export * from './delivery-rules.ts';
export * from './cod.ts';
export * from './order-limits.ts';
