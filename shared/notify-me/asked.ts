import type {Contact} from './contact';

/**
 * Which alerts this browser has already asked for, so a repeat can be answered kindly ("already on the
 * list") without the marketing service saying whether a contact waits (decision 77). Kept in
 * localStorage as SHA-256 digests of variant + contact: no contact is stored in the clear.
 */
const KEY = 'notify-me:asked';
const MAX_ENTRIES = 50;

export async function askedDigest(
  variantId: string,
  contact: Contact,
): Promise<string | null> {
  const text = `${variantId}|${contact.channel === 'EMAIL' ? contact.email : contact.phone}`;
  try {
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(text),
    );
    return Array.from(new Uint8Array(digest), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
  } catch {
    return null; // no SubtleCrypto (an insecure origin): every request reads as a first one
  }
}

function read(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list)
      ? list.filter((entry): entry is string => typeof entry === 'string')
      : [];
  } catch {
    return [];
  }
}

export function wasAsked(digest: string): boolean {
  return read().includes(digest);
}

export function rememberAsked(digest: string): void {
  try {
    const list = [digest, ...read().filter((entry) => entry !== digest)].slice(
      0,
      MAX_ENTRIES,
    );
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // storage full or blocked: the next repeat is answered as a first request
  }
}
