import type {IncomingMessage, ServerResponse} from 'node:http';
import type {Db} from '../data/db.ts';
import {decodeComponent} from './bad-request.ts';

export interface RequestContext {
  db: Db;
  /** This backend's public origin, e.g. http://127.0.0.1:4000. */
  origin: string;
  req: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  /** Parsed JSON body (or urlencoded form as an object); undefined when empty. */
  body: unknown;
  /** The body's bytes as sent (webhook signatures are over these, not the parsed JSON). */
  rawBody?: Buffer;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** Objects are sent as JSON; strings and buffers as they are. */
  body?: unknown;
}

export type Handler = (ctx: RequestContext) => Promise<Reply> | Reply;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with :params, e.g. /api/:version/graphql.json; a trailing * matches the rest as params.rest. */
  path: string;
  handler: Handler;
  /**
   * Browser widgets on the storefront origins call these directly: CORS for the shop's storefront
   * origins only (http/origins.ts), never `*`.
   */
  cors?: boolean;
  /**
   * A JSON API a browser can reach (a widget calls it, or any page could post to it): refuses a foreign
   * Origin (403) and any body that is not `application/json` (415), so a cross-site "simple" request
   * (text/plain, a form) never runs it (http/json-only.ts).
   */
  jsonOnly?: boolean;
  /**
   * The handler gets the request body as raw bytes (a Buffer), up to `maxBytes` (else 413): uploads in
   * multipart/form-data (the reviews provider's photos).
   */
  rawBody?: {maxBytes: number};
  /** When given and false, the route does not exist (404): test-only routes behind an env flag. */
  enabled?: () => boolean;
  /** Body of this route's error replies (bad body, wrong method, internal error); default `{error: {message}}`. */
  errorBody?: (message: string, status: number) => unknown;
}

interface CompiledRoute extends Route {
  regex: RegExp;
  keys: string[];
}

export function compileRoutes(routes: Route[]): CompiledRoute[] {
  return routes.map((route) => {
    const keys: string[] = [];
    const pattern = route.path
      .split('/')
      .map((segment) => {
        if (segment === '*') {
          keys.push('rest');
          return '(.*)';
        }
        return segment.replace(
          /:([a-zA-Z]+)|([.+?^${}()|[\]\\])/g,
          (_m, key: string, special: string) => {
            if (key) {
              keys.push(key);
              return '([^/]+)';
            }
            return `\\${special}`;
          },
        );
      })
      .join('/');
    return {...route, regex: new RegExp(`^${pattern}$`), keys};
  });
}

export function matchRoute(
  routes: CompiledRoute[],
  method: string,
  pathname: string,
) {
  let pathMatched: CompiledRoute | undefined;
  for (const route of routes) {
    if (route.enabled && !route.enabled()) continue;
    const match = route.regex.exec(pathname);
    if (!match) continue;
    pathMatched ??= route;
    if (
      route.method !== method &&
      !(method === 'HEAD' && route.method === 'GET')
    )
      continue;
    const params = Object.fromEntries(
      route.keys.map((key, i) => [
        key,
        decodeComponent(match[i + 1] ?? '', 'path'),
      ]),
    );
    return {route, params, pathMatched};
  }
  return {route: undefined, params: {}, pathMatched};
}

/** Routes (enabled) whose path matches, whatever their method. */
export function routesForPath(
  routes: CompiledRoute[],
  pathname: string,
): CompiledRoute[] {
  return routes.filter(
    (r) => (!r.enabled || r.enabled()) && r.regex.test(pathname),
  );
}

/**
 * Sends a reply. `corsOrigin`: the caller's Origin when the route allows browsers and the origin is one
 * of the shop's storefronts (app.ts decides); it is echoed, never `*`.
 */
export function sendReply(
  res: ServerResponse,
  reply: Reply,
  corsOrigin: string | null = null,
): void {
  const headers: Record<string, string> = {...reply.headers};
  if (corsOrigin) {
    headers['Access-Control-Allow-Origin'] = corsOrigin;
    headers.Vary = headers.Vary ? `${headers.Vary}, Origin` : 'Origin';
  }
  let payload: string | Buffer | undefined;
  if (reply.body === undefined || reply.body === null) payload = undefined;
  else if (typeof reply.body === 'string' || Buffer.isBuffer(reply.body))
    payload = reply.body;
  else {
    payload = JSON.stringify(reply.body);
    headers['Content-Type'] ??= 'application/json; charset=utf-8';
  }
  res.writeHead(reply.status ?? 200, headers);
  res.end(payload);
}

export function jsonError(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): Reply {
  return {status, body: {error: {message}, ...extra}};
}

/** An error reply in the route's own format (see Route.errorBody). */
export function routeError(
  route: Route | undefined,
  status: number,
  message: string,
): Reply {
  return route?.errorBody
    ? {status, body: route.errorBody(message, status)}
    : jsonError(status, message);
}
