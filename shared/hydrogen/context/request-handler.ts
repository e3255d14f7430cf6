import {createRequestHandler, storefrontRedirect} from '@shopify/hydrogen';
import {
  createRequestHandler as createRouterRequestHandler,
  type ServerBuild,
} from 'react-router';
import {refuseCrossSiteRequest} from '../security/csrf';
import {setSecurityHeaders} from '../security/security-headers';
import {setCacheControl} from '../caching/cache-control';
import {dropStaleCartCookie} from '../../cart/server/stale-cookie';
import {documentFallback} from './document-request';
import {
  ENGLISH_WORKER_WORDS,
  workerAnswer,
  type WorkerWords,
} from './worker-answer';

type ContextFactory = (
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
) => ReturnType<typeof import('./context').createStorefrontContext>;

/**
 * The Oxygen worker's fetch handler: refuses cross-site state changes (./csrf), builds Hydrogen's
 * context, renders through React Router, commits the session cookie, asks the Storefront API for a
 * redirect on 404s, and gives every answer the store's security and caching headers.
 */
export function createStorefrontFetchHandler(
  build: ServerBuild,
  createContext: ContextFactory,
  options: {
    /** The worker's own answers in the request's language; English when a store has one language. */
    wordsFor?: (request: Request) => WorkerWords;
  } = {},
) {
  // One request handler for the worker's life, each request's context found by its Request: React
  // Router derives its route tables when a handler is created, 2 % of a page render when that
  // happened per request (decision 56).
  const contexts = new WeakMap<Request, Awaited<ReturnType<ContextFactory>>>();
  const handleRequest = createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (request) => contexts.get(request),
  });
  // Hydrogen's handler forwards /api/mcp to the shop's hosted MCP server; the stores answer it with
  // their own route (shared/mcp, decision 118), so that path goes to React Router directly.
  const handleOwnMcp = createRouterRequestHandler(build, process.env.NODE_ENV);
  return {
    async fetch(
      request: Request,
      env: Env,
      executionContext: ExecutionContext,
    ): Promise<Response> {
      const wordsFor = options.wordsFor ?? (() => ENGLISH_WORKER_WORDS);
      const refused = refuseCrossSiteRequest(request, wordsFor);
      if (refused) return withStoreHeaders(request, refused);
      let response: Response;
      try {
        const context = await createContext(request, env, executionContext);
        contexts.set(request, context);
        response =
          new URL(request.url).pathname === MCP_PATH
            ? await handleOwnMcp(request, context as never)
            : await handleRequest(request);
        // A form posted before the scripts ran never lands on a fetcher's JSON (issue 34).
        response = documentFallback(request, response) ?? response;
        dropStaleCartCookie(request, context.cart, response.headers);
        if (context.session.isPending) {
          response.headers.append('Set-Cookie', await context.session.commit());
        }
        if (response.status === 404) {
          response = await storefrontRedirect({
            request,
            response,
            storefront: context.storefront,
          });
        }
      } catch (error) {
        console.error(error);
        // No route ran, so no page in the store's chrome: a short page in the URL's language that
        // leads home, never the error's text or stack.
        const words = wordsFor(request);
        response = workerAnswer(request, 500, words.unexpected, words);
      }
      return withStoreHeaders(request, response);
    },
  };
}

/** The stores' own Storefront MCP endpoint (storefronts/<store>/app/routes/api.mcp.tsx). */
export const MCP_PATH = '/api/mcp';

/** The response with security and Cache-Control headers (copied when its headers are immutable). */
function withStoreHeaders(request: Request, response: Response): Response {
  let out = response;
  try {
    setSecurityHeaders(request, out.headers);
  } catch {
    out = new Response(response.body, response);
    setSecurityHeaders(request, out.headers);
  }
  setCacheControl(request, response, out.headers);
  return out;
}
