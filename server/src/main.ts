import {createServer} from 'node:http';
import {join, dirname} from 'node:path';
import {fileURLToPath} from 'node:url';
import {rmSync} from 'node:fs';
import {backend} from '../../hydrogen.config.ts';
import {openDatabase} from './data/db.ts';
import {seedIfEmpty} from './seed/index.ts';
import {createApp} from './http/app.ts';
import {routes} from './routes.ts';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.DATA_DIR ?? join(here, '..', 'data');
const dbFile = join(dataDir, 'commerce.sqlite');
const port = Number(process.env.BACKEND_PORT ?? backend.port);
const host = process.env.BACKEND_HOST ?? backend.host;
const origin = process.env.BACKEND_ORIGIN ?? `http://${host}:${port}`;

const resetOnly = process.argv.includes('--reset-only');
if (resetOnly || process.argv.includes('--reset')) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, {force: true});
}

const db = openDatabase(dbFile);
const seeded = await seedIfEmpty(db);
if (seeded) console.log(`[backend] seeded ${dbFile}`);
if (resetOnly) {
  db.close(); // checkpoints the WAL into the database file
  process.exit(0);
}

const server = createServer(createApp(db, origin, routes));
server.listen(port, host, () => {
  console.log(`[backend] Storefront API on ${origin}/api/${backend.apiVersion}/graphql.json`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    db.close();
    process.exit(0);
  });
}
