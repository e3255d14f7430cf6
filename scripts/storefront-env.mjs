// `npm run storefront-env -- <store> [--stdout]`: writes storefronts/<store>/.env.local (git-ignored, mode
// 0600) = the committed .env + the backend data directory's secrets for that store, for a merchant's
// `shopify hydrogen dev --env-file .env.local` against the local backend (docs/runbook.md). Uses the same
// DATA_DIR and BACKEND_PORT as `npm run backend`; creates the secrets when the directory is new.
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {ALL_APPS, StackError, appDir, stackPorts, stackSecrets, storefrontEnvText} from './stack.mjs';

const [app, flag] = process.argv.slice(2);
try {
  if (!ALL_APPS.includes(app)) throw new StackError(`usage: npm run storefront-env -- <${ALL_APPS.join('|')}> [--stdout]`);
  const text = storefrontEnvText(app, stackPorts([app]).backendOrigin, stackSecrets(process.env.DATA_DIR)[app]);
  if (flag === '--stdout') process.stdout.write(text);
  else {
    const file = join(appDir(app), '.env.local');
    writeFileSync(file, text, {mode: 0o600});
    console.log(`wrote ${file}; run: npm run dev -w storefronts/${app} -- --env-file .env.local`);
  }
} catch (error) {
  console.error(error instanceof StackError ? error.message : error);
  process.exit(1);
}
