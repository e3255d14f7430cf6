/**
 * Per-data-directory secrets (docs/security.md, "Secrets"): the Multipass secret, the private Storefront
 * API token, the checkout provider's and the phone-login provider's API keys, the logistics token, the marketing private key, the reviews api_token, each storefront's session
 * secret and the merchant's admin API token. Nothing secret is committed: on first start they are generated at random into
 * `$DATA_DIR/secrets.json` (mode 0600). The backend reads them from there; `scripts/stack.mjs` and
 * `scripts/storefront-env.mjs` hand the storefront's half to each storefront's environment.
 *
 * An environment variable `<NAME>_<SHOP>` (e.g. MULTIPASS_SECRET_GROOMING) wins over the file.
 * Plain Node (no server imports) so the start scripts can import it too.
 */
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {randomBytes} from 'node:crypto';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

export const SECRET_NAMES = [
  'multipassSecret',
  'privateStorefrontToken',
  'checkoutProviderApiKey',
  'phoneLoginApiKey',
  'sessionSecret',
  'logisticsApiToken',
  'marketingPrivateKey',
  'adminApiToken',
  'reviewsApiToken',
  'whatsappAccessToken',
  'whatsappAppSecret',
  'codLinkSecret',
  'smsApiKey',
  'reviewLinkSecret',
] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
export type ShopSecrets = Record<SecretName, string>;
export type SecretsByShop = Record<string, ShopSecrets>;

/** The environment variable that overrides a secret for a shop, and the storefront variable it feeds. */
export const SECRET_ENV: Record<
  SecretName,
  {backend: (shop: string) => string; storefront: string | null}
> = {
  multipassSecret: {
    backend: (shop) => `MULTIPASS_SECRET_${shop.toUpperCase()}`,
    storefront: null,
  },
  privateStorefrontToken: {
    backend: (shop) => `PRIVATE_STOREFRONT_API_TOKEN_${shop.toUpperCase()}`,
    storefront: 'PRIVATE_STOREFRONT_API_TOKEN',
  },
  checkoutProviderApiKey: {
    backend: (shop) => `CHECKOUT_PROVIDER_API_KEY_${shop.toUpperCase()}`,
    storefront: 'CHECKOUT_PROVIDER_API_KEY',
  },
  phoneLoginApiKey: {
    backend: (shop) => `PHONE_LOGIN_API_KEY_${shop.toUpperCase()}`,
    storefront: 'PHONE_LOGIN_API_KEY',
  },
  sessionSecret: {
    backend: (shop) => `SESSION_SECRET_${shop.toUpperCase()}`,
    storefront: 'SESSION_SECRET',
  },
  logisticsApiToken: {
    backend: (shop) => `LOGISTICS_API_TOKEN_${shop.toUpperCase()}`,
    storefront: 'LOGISTICS_API_TOKEN',
  },
  // Proves the storefront's server to the marketing service, which only then trusts its forwarded buyer IP.
  marketingPrivateKey: {
    backend: (shop) => `MARKETING_PRIVATE_KEY_${shop.toUpperCase()}`,
    storefront: 'MARKETING_PRIVATE_KEY',
  },
  // The reviews provider's private api_token (Judge.me-shaped, decision 123): the storefront's server only.
  reviewsApiToken: {
    backend: (shop) => `REVIEWS_API_TOKEN_${shop.toUpperCase()}`,
    storefront: 'REVIEWS_API_TOKEN',
  },
  // The merchant's admin token (inventory, outbox: `npm run restock`); never handed to a storefront.
  adminApiToken: {
    backend: (shop) => `ADMIN_API_TOKEN_${shop.toUpperCase()}`,
    storefront: null,
  },
  // The COD app's (issue 39): the WhatsApp Cloud API's bearer token and Meta app secret (webhook
  // signatures), the confirmation link's signing key and the SMS gateway's key; never a storefront's.
  whatsappAccessToken: {
    backend: (shop) => `WHATSAPP_ACCESS_TOKEN_${shop.toUpperCase()}`,
    storefront: null,
  },
  whatsappAppSecret: {
    backend: (shop) => `WHATSAPP_APP_SECRET_${shop.toUpperCase()}`,
    storefront: null,
  },
  codLinkSecret: {
    backend: (shop) => `COD_LINK_SECRET_${shop.toUpperCase()}`,
    storefront: null,
  },
  smsApiKey: {
    backend: (shop) => `SMS_API_KEY_${shop.toUpperCase()}`,
    storefront: null,
  },
  // Signs the "rate your order" link (decision 135); only the reviews provider checks it.
  reviewLinkSecret: {
    backend: (shop) => `REVIEW_LINK_SECRET_${shop.toUpperCase()}`,
    storefront: null,
  },
};

export const SECRETS_FILE = 'secrets.json';

type Env = Record<string, string | undefined>;

/** DATA_DIR, or server/data (git-ignored) as main.ts has always used. */
export function resolveDataDir(env: Env = process.env): string {
  return (
    env.DATA_DIR || join(dirname(fileURLToPath(import.meta.url)), '..', 'data')
  );
}

/** Fresh random secrets for one shop (256 bits each, hex). */
export function generateShopSecrets(): ShopSecrets {
  return Object.fromEntries(
    SECRET_NAMES.map((name) => [name, randomBytes(32).toString('hex')]),
  ) as ShopSecrets;
}

function readFile(file: string): SecretsByShop {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as {
    shops?: SecretsByShop;
  };
  return parsed.shops && typeof parsed.shops === 'object' ? parsed.shops : {};
}

function complete(secrets: ShopSecrets | undefined): secrets is ShopSecrets {
  return (
    !!secrets &&
    SECRET_NAMES.every(
      (name) => typeof secrets[name] === 'string' && secrets[name].length >= 16,
    )
  );
}

/** Writes `content` to `file` with mode 0600 without ever leaving a half-written file in place. */
function writePrivate(
  file: string,
  content: string,
  {createOnly}: {createOnly: boolean},
): boolean {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, content, {mode: 0o600});
  try {
    if (createOnly) {
      try {
        linkSync(temp, file); // fails when another process created it first: then theirs wins
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
    } else renameSync(temp, file);
    return true;
  } finally {
    rmSync(temp, {force: true});
  }
}

/**
 * The data directory's secrets for `shopIds`, creating the file (or the shops missing from it) at
 * random on first use; environment overrides applied. Safe to call from two processes at once.
 */
export function loadSecrets(
  dataDir: string,
  shopIds: readonly string[],
  env: Env = process.env,
): SecretsByShop {
  mkdirSync(dataDir, {recursive: true});
  const file = join(dataDir, SECRETS_FILE);
  let stored: SecretsByShop = {};
  if (!existsSync(file)) {
    const fresh = Object.fromEntries(
      shopIds.map((id) => [id, generateShopSecrets()]),
    );
    writePrivate(file, JSON.stringify({version: 1, shops: fresh}, null, 2), {
      createOnly: true,
    });
  }
  stored = readFile(file);
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const missing = shopIds.filter((id) => !complete(stored[id]));
  if (missing.length) {
    for (const id of missing)
      stored[id] = {...generateShopSecrets(), ...stored[id]};
    writePrivate(file, JSON.stringify({version: 1, shops: stored}, null, 2), {
      createOnly: false,
    });
  }
  return Object.fromEntries(
    shopIds.map((id) => [
      id,
      Object.fromEntries(
        SECRET_NAMES.map((name) => [
          name,
          env[SECRET_ENV[name].backend(id)] || stored[id]![name],
        ]),
      ) as ShopSecrets,
    ]),
  );
}

/** The variables a storefront needs from the secrets (SESSION_SECRET, PRIVATE_STOREFRONT_API_TOKEN, ...). */
export function storefrontSecretEnv(
  secrets: ShopSecrets,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of SECRET_NAMES) {
    const variable = SECRET_ENV[name].storefront;
    if (variable) out[variable] = secrets[name];
  }
  return out;
}

// The secrets the running backend uses (set once at boot, see boot.ts; tests set their own).
let active: SecretsByShop = {};

export function installSecrets(secrets: SecretsByShop): void {
  active = secrets;
}

/** One secret of a shop, or null when none is configured (callers then refuse: fail closed). */
export function shopSecret(shopId: string, name: SecretName): string | null {
  return active[shopId]?.[name] ?? null;
}
