/**
 * `Request-Deadline: <epoch ms>` on Storefront API requests (issue 35, finding 8; decision 117): the
 * storefront names the last moment it still waits for the answer, and a request that reaches the
 * backend later (queued behind a frozen process, a slow network) is dropped before it runs, with a
 * 504, instead of applying a cart change the shopper has already been told failed. Without the header
 * a request runs as always. Shopify's Storefront API has no such header (docs/security.md).
 */
import type {GraphqlResponse} from './handler.ts';

export const DEADLINE_HEADER = 'request-deadline';

/** The refusal for a request past its deadline or with a malformed one; null to run it. */
export function deadlineRefusal(
  headers: Record<string, string | undefined>,
  now = Date.now(),
): GraphqlResponse | null {
  const value = headers[DEADLINE_HEADER];
  if (value === undefined) return null;
  if (!/^\d{1,15}$/.test(value.trim()))
    return {
      status: 400,
      body: {
        errors: [
          {
            message: 'Request-Deadline must be a time in epoch milliseconds',
            extensions: {code: 'BAD_REQUEST'},
          },
        ],
      },
    };
  if (now <= Number(value)) return null;
  return {
    status: 504,
    body: {
      errors: [
        {
          message:
            'The request arrived after its deadline and was not run. Nothing was changed.',
          extensions: {code: 'DEADLINE_EXCEEDED'},
        },
      ],
    },
  };
}
