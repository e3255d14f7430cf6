import {createRequestHandler, storefrontRedirect} from '@shopify/hydrogen';
import type {ServerBuild} from 'react-router';

type ContextFactory = (
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
) => ReturnType<typeof import('./context').createStorefrontContext>;

/**
 * The Oxygen worker's fetch handler: builds Hydrogen's context, renders through React Router,
 * commits the session cookie, and asks the Storefront API for a redirect on 404s.
 */
export function createStorefrontFetchHandler(build: ServerBuild, createContext: ContextFactory) {
  return {
    async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
      try {
        const context = await createContext(request, env, executionContext);
        const handleRequest = createRequestHandler({
          build,
          mode: process.env.NODE_ENV,
          getLoadContext: () => context,
        });
        const response = await handleRequest(request);
        if (context.session.isPending) {
          response.headers.append('Set-Cookie', await context.session.commit());
        }
        if (response.status === 404) {
          return storefrontRedirect({request, response, storefront: context.storefront});
        }
        return response;
      } catch (error) {
        console.error(error);
        return new Response('An unexpected error occurred', {status: 500});
      }
    },
  };
}
