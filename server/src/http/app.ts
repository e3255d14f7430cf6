import type {IncomingMessage, RequestListener} from 'node:http';
import type {Db} from '../data/db.ts';
import {compileRoutes, jsonError, matchRoute, routeError, sendReply, type Route} from './router.ts';
import {nextTurn} from './fair-turns.ts';

const MAX_BODY_BYTES = 1024 * 1024;

/** An HTTP listener serving the given routes (see server/src/routes.ts for the full list). */
export function createApp(db: Db, origin: string, routeList: Route[]): RequestListener {
  const routes = compileRoutes(routeList);

  return async (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      sendReply(res, {status: 204}, true);
      return;
    }
    const {route, params, pathMatched} = matchRoute(routes, method, url.pathname);
    if (!route) {
      if (pathMatched) {
        const allowed = routes.filter((r) => r.regex.test(url.pathname)).map((r) => r.method);
        const reply = routeError(pathMatched, 405, `Method not allowed; use ${allowed.join(', ')}`);
        sendReply(res, {...reply, headers: {Allow: allowed.join(', ')}}, true);
      } else sendReply(res, jsonError(404, 'Not found'), true);
      return;
    }
    try {
      const body = await readBody(req);
      await nextTurn();
      const reply = await route.handler({db, origin, req, url, params, body});
      sendReply(res, reply, route.cors ?? false);
    } catch (error) {
      if (error instanceof BadRequest) {
        sendReply(res, routeError(route, error.status, error.message), route.cors ?? false);
        return;
      }
      console.error(`[backend] ${method} ${url.pathname}`, error);
      sendReply(res, routeError(route, 500, 'Internal error'), route.cors ?? false);
    }
  };
}

/** Thrown by handlers for input they refuse; answered as a 4xx with a readable message. */
export class BadRequest extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BadRequest('Request body too large', 413);
    chunks.push(chunk as Buffer);
  }
  if (!size) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
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
