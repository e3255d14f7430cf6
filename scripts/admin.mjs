// The merchant's admin calls against the running backend (docs/runbook.md, "Back-in-stock alerts" and
// "Orders: delivery and coins"):
//   npm run restock -- <handle or SKU> <quantity> [--shop grooming|gum]
//   npm run outbox  -- [--shop grooming|gum] [--limit N]
//   npm run deliver -- <order number, e.g. 1001> --shop grooming|gum
// Same DATA_DIR and BACKEND_PORT as the backend: the admin token is the data directory's secret
// (server/src/secrets.ts), sent as X-Shopify-Access-Token. Without --shop, each shop is tried.
import {ALL_APPS, StackError, stackPorts, stackSecrets} from './stack.mjs';

const USAGE =
  'usage: npm run restock -- <handle or SKU> <quantity> [--shop grooming|gum]\n       npm run outbox -- [--shop grooming|gum] [--limit N]\n       npm run deliver -- <order number> --shop grooming|gum';

function parse(argv) {
  const options = {positional: []};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--shop' || argv[i] === '--limit')
      options[argv[i].slice(2)] = argv[++i];
    else options.positional.push(argv[i]);
  }
  if (options.shop && !ALL_APPS.includes(options.shop))
    throw new StackError(`Unknown shop "${options.shop}". ${USAGE}`);
  return options;
}

async function call(origin, token, path, init = {}) {
  const response = await fetch(`${origin}${path}`, {
    ...init,
    headers: {
      'X-Shopify-Access-Token': token,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    signal: AbortSignal.timeout(10_000),
  }).catch((error) => {
    throw new StackError(
      `The backend at ${origin} does not answer (${error.message}). Start it (npm start) with the same BACKEND_PORT.`,
    );
  });
  return {
    status: response.status,
    body: await response.json().catch(() => null),
  };
}

async function restock(origin, secrets, shops, [key, quantity]) {
  if (!key || quantity === undefined || !/^\d+$/.test(quantity))
    throw new StackError(USAGE);
  const found = [];
  // A SKU first, then a product handle (every variant of it), in each shop until one knows the key.
  search: for (const shop of shops) {
    for (const by of ['sku', 'handle']) {
      const answer = await call(
        origin,
        secrets[shop].adminApiToken,
        '/admin/api/2026-04/inventory/set.json',
        {
          method: 'POST',
          body: JSON.stringify({[by]: key, available: Number(quantity)}),
        },
      );
      if (answer.status === 404) continue;
      if (answer.status !== 200)
        throw new StackError(
          `${shop}: ${answer.status} ${JSON.stringify(answer.body?.errors ?? answer.body)}`,
        );
      found.push(answer.body);
      break search;
    }
  }
  if (!found.length)
    throw new StackError(
      `No product handle or SKU "${key}" in ${shops.join(' or ')}.`,
    );
  for (const {shop, variants} of found) {
    for (const v of variants) {
      console.log(
        `${shop}  ${v.product}  ${v.sku ?? v.id}  ${v.title}: ${v.previous} -> ${v.available}; back-in-stock messages queued: ${v.notified}`,
      );
    }
  }
}

async function outbox(origin, secrets, shops, limit) {
  for (const shop of shops) {
    const answer = await call(
      origin,
      secrets[shop].adminApiToken,
      `/admin/api/2026-04/marketing/outbox.json?limit=${Number(limit) || 20}`,
    );
    if (answer.status !== 200)
      throw new StackError(
        `${shop}: ${answer.status} ${JSON.stringify(answer.body?.errors ?? answer.body)}`,
      );
    console.log(
      `# ${shop}: ${answer.body.messages.length} message(s), newest first`,
    );
    for (const m of answer.body.messages) {
      console.log(
        // An SMS has no subject (decision 107).
        `\n[${m.createdAt}] ${m.channel} to ${m.recipient}\n${m.subject ? `Subject: ${m.subject}\n` : ''}${m.body}`,
      );
    }
    const confirmations = answer.body.confirmations ?? [];
    console.log(
      `\n# ${shop}: ${confirmations.length} confirmation request(s), newest first`,
    );
    for (const m of confirmations) {
      console.log(
        // An SMS has no subject (decision 107).
        `\n[${m.createdAt}] ${m.channel} to ${m.recipient}\n${m.subject ? `Subject: ${m.subject}\n` : ''}${m.body}`,
      );
    }
  }
}

/** Marks an order delivered (a COD order is paid then: its coins are credited, decision 103). */
async function deliver(origin, secrets, shops, [order]) {
  if (!order || !/^#?\d+$/.test(order) || shops.length !== 1)
    throw new StackError(USAGE);
  const [shop] = shops;
  const answer = await call(
    origin,
    secrets[shop].adminApiToken,
    '/admin/api/2026-04/orders/deliver.json',
    {method: 'POST', body: JSON.stringify({order})},
  );
  if (answer.status !== 200)
    throw new StackError(
      `${shop}: ${answer.status} ${JSON.stringify(answer.body?.errors ?? answer.body)}`,
    );
  const o = answer.body.order;
  console.log(
    `${shop}  ${o.name}  ${o.paymentMethod}: ${o.fulfillmentStatus}, ${o.financialStatus}; coins credited: ${o.coinsCredited}`,
  );
}

// npm run reviews -- [--shop grooming|gum]            lists the reviews waiting for moderation
// npm run reviews -- approve|reject <id> --shop <shop>  publishes or rejects one (decision 126)
async function reviews(origin, secrets, shops, [action, id]) {
  if (action === 'approve' || action === 'reject') {
    if (!/^\d+$/.test(id ?? '') || shops.length !== 1)
      throw new StackError(
        'usage: npm run reviews -- approve|reject <id> --shop grooming|gum',
      );
    const answer = await call(
      origin,
      secrets[shops[0]].adminApiToken,
      `/admin/api/2026-04/reviews/${id}/moderate.json`,
      {method: 'POST', body: JSON.stringify({action})},
    );
    if (answer.status !== 200)
      throw new StackError(
        `${shops[0]}: ${answer.status} ${JSON.stringify(answer.body?.errors ?? answer.body)}`,
      );
    console.log(
      `${shops[0]}  review ${id}: ${action === 'approve' ? 'published' : 'rejected'}`,
    );
    return;
  }
  if (action) throw new StackError(`Unknown reviews action "${action}".`);
  for (const shop of shops) {
    const answer = await call(
      origin,
      secrets[shop].adminApiToken,
      '/admin/api/2026-04/reviews/pending.json',
    );
    if (answer.status !== 200)
      throw new StackError(`${shop}: ${answer.status}`);
    if (answer.body.reviews.length === 0)
      console.log(`${shop}: no reviews waiting`);
    for (const r of answer.body.reviews)
      console.log(
        `${shop}  #${r.id}  ${r.product}  ${'★'.repeat(r.rating)}  ${r.name} (${r.verified})` +
          `${r.held_reason ? `  HELD: ${r.held_reason}` : ''}\n  ${r.title ? `${r.title}: ` : ''}${r.body}` +
          `${r.pictures.length ? `\n  photos: ${r.pictures.join(' ')}` : ''}`,
      );
  }
}

try {
  const [command, ...rest] = process.argv.slice(2);
  const options = parse(rest);
  const shops = options.shop ? [options.shop] : ALL_APPS;
  const secrets = stackSecrets(process.env.DATA_DIR);
  const origin = stackPorts(ALL_APPS).backendOrigin;
  if (command === 'restock')
    await restock(origin, secrets, shops, options.positional);
  else if (command === 'outbox')
    await outbox(origin, secrets, shops, options.limit);
  else if (command === 'deliver')
    await deliver(origin, secrets, shops, options.positional);
  else if (command === 'reviews')
    await reviews(origin, secrets, shops, options.positional);
  else throw new StackError(USAGE);
} catch (error) {
  console.error(error instanceof StackError ? error.message : error);
  process.exit(1);
}
