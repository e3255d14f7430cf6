// `npm run storefront-env -- <store> [--stdout]`: writes storefronts/<store>/.env (git-ignored, mode 0600)
// = the committed .env.example + the backend data directory's secrets for that store, for a merchant's
// `shopify hydrogen dev` against the local backend (docs/runbook.md). Uses the same DATA_DIR and
// BACKEND_PORT as `npm run backend`; creates the secrets when the directory is new.
import {
  ALL_APPS,
  StackError,
  stackPorts,
  stackSecrets,
  storefrontEnvText,
  writeStorefrontEnv,
} from './stack.mjs';

const [app, flag] = process.argv.slice(2);
try {
  if (!ALL_APPS.includes(app))
    throw new StackError(
      `usage: npm run storefront-env -- <${ALL_APPS.join('|')}> [--stdout]`,
    );
  const text = storefrontEnvText(
    app,
    stackPorts([app]).backendOrigin,
    stackSecrets(process.env.DATA_DIR)[app],
  );
  if (flag === '--stdout') process.stdout.write(text);
  else {
    const file = writeStorefrontEnv(app, text);
    console.log(`wrote ${file}; run: npm run dev -w storefronts/${app}`);
  }
} catch (error) {
  console.error(error instanceof StackError ? error.message : error);
  process.exit(1);
}
