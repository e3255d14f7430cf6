import {createServer} from 'node:http';
import {backend} from '../../contracts/index.ts';
import {createApp} from './http/app.ts';
import {routes} from './routes.ts';
import {bootBackend, installSafetyNet} from './boot.ts';
import {resolveDataDir} from './secrets.ts';
import {startCodWorker} from './cod/worker.ts';
import {startReviewRequestWorker} from './reviews/worker.ts';

const dataDir = resolveDataDir();
const port = Number(process.env.BACKEND_PORT ?? backend.port);
const host = process.env.BACKEND_HOST ?? backend.host;
const origin = process.env.BACKEND_ORIGIN ?? `http://${host}:${port}`;

installSafetyNet();

const resetOnly = process.argv.includes('--reset-only');
const {db, dbFile, seeded} = await bootBackend({
  dataDir,
  reset: resetOnly || process.argv.includes('--reset'),
});
if (seeded) console.log(`[backend] seeded ${dbFile}`);
if (resetOnly) {
  db.close(); // checkpoints the WAL into the database file
  process.exit(0);
}

const server = createServer(createApp(db, origin, routes));
server.on('clientError', (_error, socket) => {
  // Unparseable HTTP (bad request line, oversized headers): a plain 400, never a crash.
  if (socket.writable)
    socket.end(
      'HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
    );
  else socket.destroy();
});
startCodWorker(db, origin);
startReviewRequestWorker(db, origin);
server.listen(port, host, () => {
  console.log(
    `[backend] Storefront API on ${origin}/api/${backend.apiVersion}/graphql.json`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    db.close();
    process.exit(0);
  });
}
