import {
  randomBytes,
  scrypt,
  scryptSync,
  timingSafeEqual,
  type BinaryLike,
} from 'node:crypto';

/** scrypt parameters (Node's defaults: N=16384, r=8, p=1) and a 64-byte key. */
const KEY_LENGTH = 64;

/** scrypt on libuv's thread pool: a login never blocks the event loop (other requests keep flowing). */
function scryptAsync(password: BinaryLike, salt: BinaryLike): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function format(salt: Buffer, hash: Buffer): string {
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** `scrypt$<salt hex>$<hash hex>` with a random 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await scryptAsync(password.normalize('NFKC'), salt));
}

/** The same, blocking: only for seeding a new database before the server listens. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return format(salt, scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH));
}

/** Constant-time check of a password against a stored hash; false for a missing or malformed hash. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  if (!stored) return false;
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (
    scheme !== 'scrypt' ||
    !saltHex ||
    !hashHex ||
    !/^[0-9a-f]+$/.test(saltHex) ||
    !/^[0-9a-f]+$/.test(hashHex)
  ) {
    return false;
  }
  const expected = Buffer.from(hashHex, 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await scryptAsync(
    password.normalize('NFKC'),
    Buffer.from(saltHex, 'hex'),
  );
  return timingSafeEqual(actual, expected);
}
