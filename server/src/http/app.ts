import type {IncomingMessage, RequestListener, ServerResponse} from 'node:http';
import type {Db} from '../data/db.ts';
import {BadRequest} from './bad-request.ts';
import {allowedOrigin} from './origins.ts';
import {assertStorefrontJson} from './json-only.ts';
import {
  compileRoutes,
  jsonError,
  matchRoute,
  routeError,
  routesForPath,
  sendReply,
  type Reply,
  type Route,
} from './router.ts';
import {nextTurn} from './fair-turns.ts';

export {BadRequest} from './bad-request.ts';

const MAX_BODY_BYTES = 1024 * 1024;
const CORS_ALLOW_HEADERS =
  'Content-Type, Authorization, X-Shopify-Storefront-Access-Token';

/**
 * An HTTP listener serving the given routes (see server/src/routes.ts for the full list).
 * Every failure of a request (malformed URL, bad body, a handler that throws) is answered here as a
 * 4xx with a readable message or a bare 500; nothing escapes to the process (docs/security.md).
 */
export function createApp(
  db: Db,
  origin: string,
  routeList: Route[],
): RequestListener {
  const routes = compileRoutes(routeList);

  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> => {
    let route: Route | undefined;
    let cors: string | null = null;
    const method = req.method ?? 'GET';
    let path = '';
    try {
      let url: URL;
      try {
        url = new URL(req.url ?? '/', origin);
      } catch {
        throw new BadRequest('Malformed request URL');
      }
      path = url.pathname;
      const candidates = routesForPath(routes, url.pathname);
      const requestOrigin = req.headers.origin;
      const browserRoute = candidates.some((r) => r.cors);
      cors = browserRoute ? allowedOrigin(requestOrigin) : null;

      if (method === 'OPTIONS') {
        if (!candidates.length)
          return sendReply(res, jsonError(404, 'Not found'));
        // A preflight: answered for the storefront origins on browser routes only.
        const methods = [
          ...new Set(candidates.filter((r) => r.cors).map((r) => r.method)),
        ];
        const headers: Record<string, string> = {
          Allow: [...new Set(candidates.map((r) => r.method)), 'OPTIONS'].join(
            ', ',
          ),
        };
        if (cors && methods.length) {
          headers['Access-Control-Allow-Methods'] = [
            ...methods,
            'OPTIONS',
          ].join(', ');
          headers['Access-Control-Allow-Headers'] = CORS_ALLOW_HEADERS;
          headers['Access-Control-Max-Age'] = '600';
        }
        return sendReply(res, {status: 204, headers}, cors);
      }

      // Errors from here on use the format of a route at this path (e.g. GraphQL's {errors}).
      route = candidates.find((r) => r.method === method) ?? candidates[0];
      const match = matchRoute(routes, method, url.pathname);
      route = match.route ?? route;
      if (!match.route) {
        // Read what the client is still sending first: answering and closing mid-upload leaves it a
        // broken pipe instead of our 404/405 (the cap still applies: a bigger body gets the 413).
        await readRaw(req);
        if (match.pathMatched) {
          const allowed = candidates.map((r) => r.method);
          const reply = routeError(
            match.pathMatched,
            405,
            `Method not allowed; use ${allowed.join(', ')}`,
          );
          sendReply(
            res,
            {...reply, headers: {Allow: allowed.join(', ')}},
            cors,
          );
        } else sendReply(res, jsonError(404, 'Not found'));
        return;
      }
      if (!match.route.cors) cors = null;
      if (match.route.jsonOnly) {
        try {
          assertStorefrontJson(req);
        } catch (refusal) {
          await readRaw(req); // as above: let the client finish sending, then answer
          throw refusal;
        }
      }
      // A route that takes uploads reads its own bytes (multipart), up to its own cap.
      let body: unknown;
      let raw: Buffer | undefined;
      if (match.route.rawBody)
        body = await readRaw(req, match.route.rawBody.maxBytes);
      else ({body, raw} = await readBody(req));
      await nextTurn();
      const reply = await match.route.handler({
        db,
        origin,
        req,
        url,
        params: match.params,
        body,
        rawBody: raw,
      });
      sendReply(res, reply, cors);
    } catch (error) {
      if (error instanceof BadRequest) {
        const reply = routeError(route, error.status, error.message);
        // An oversized body is still arriving: answer, then close rather than read it all.
        if (error.status === 413)
          reply.headers = {...reply.headers, Connection: 'close'};
        safeSend(res, reply, cors);
        return;
      }
      console.error(`[backend] ${method} ${path || '(bad URL)'}`, error);
      safeSend(res, routeError(route, 500, 'Internal error'), cors);
    }
  };

  return (req, res) => {
    handle(req, res).catch((error) => {
      // Only a failure while sending an error reply gets here; never let it reach the process.
      console.error('[backend] could not answer a request', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  };
}

/** Sends an error reply unless the answer already started (then it just ends it). */
function safeSend(
  res: ServerResponse,
  reply: Reply,
  cors: string | null,
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  sendReply(res, reply, cors);
}

/**
 * The raw body, refusing more than MAX_BODY_BYTES with a 413. The rest of an oversized body is drained,
 * not cut off mid-stream, so the caller still reads the answer (which closes the connection).
 */
function readRaw(
  req: IncomingMessage,
  maxBytes = MAX_BODY_BYTES,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > maxBytes)
        settle(() => reject(new BadRequest('Request body too large', 413)));
      else chunks.push(chunk);
    });
    req.on('end', () => settle(() => resolve(Buffer.concat(chunks))));
    req.on('error', (error) =>
      settle(() =>
        reject(
          new BadRequest(`Request body could not be read (${error.message})`),
        ),
      ),
    );
    req.on('aborted', () =>
      settle(() => reject(new BadRequest('Request aborted'))),
    );
  });
}

async function readBody(
  req: IncomingMessage,
): Promise<{body: unknown; raw?: Buffer}> {
  if (req.method === 'GET' || req.method === 'HEAD') return {body: undefined};
  const raw = await readRaw(req);
  return {body: parseBody(req, raw), raw};
}

function parseBody(req: IncomingMessage, raw: Buffer): unknown {
  if (!raw.length) return undefined;
  const text = raw.toString('utf8');
  const type = (req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  // Shopify's GraphQL endpoints also take the bare document with this type.
  if (type === 'application/graphql') return {query: text};
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequest('Request body is not valid JSON');
  }
}
