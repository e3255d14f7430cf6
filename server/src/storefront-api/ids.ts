/** Shopify global ids: gid://shopify/<Type>/<id>[?query]. */

export function toGid(type: string, id: number | string): string {
  return `gid://shopify/${type}/${id}`;
}

/** Returns the numeric/opaque id part of a gid of the expected type, or null if it is not one. */
export function fromGid(gid: string, type: string): string | null {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^?#]+)/.exec(gid);
  if (!match || match[1] !== type) return null;
  return match[2];
}

export function numericId(gid: string, type: string): number | null {
  const id = fromGid(gid, type);
  if (id === null || !/^\d+$/.test(id)) return null;
  return Number(id);
}

/** Type name of any gid, e.g. 'Product'. */
export function gidType(gid: string): string | null {
  return /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(gid)?.[1] ?? null;
}
