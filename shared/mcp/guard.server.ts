/**
 * What /api/mcp checks before the MCP SDK sees a request (decision 118): the caller's origin, the
 * protocol version header, the per-IP rate limit, the body's size and depth and a single message (no
 * batches since 2025-06-18). Every refusal is a JSON-RPC error body with a 4xx, never a 5xx, and names
 * nothing about the server.
 */
import {buyerIp} from '../hydrogen/security/buyer-ip.server';
import {RateLimiter} from '../rate-limit/limiter';

/** Protocol revisions this endpoint speaks; the first is offered when a client asks for an older one. */
export const MCP_PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18'] as const;
/** A request body over this many bytes is refused unread. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Nesting deeper than this (objects and arrays) is refused before any handler runs. */
export const MAX_JSON_DEPTH = 12;
/** Requests one IP may send in a burst, refilled evenly over the window. */
export const RATE_LIMIT = {requests: 120, windowMs: 60_000};

/** JSON-RPC 2.0 codes (and the MCP transport's -32000 for refused requests). */
export const RPC = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  refused: -32000,
} as const;

export function rpcError(
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    {jsonrpc: '2.0', id: null, error: {code, message}},
    {
      status,
      headers: {'Cache-Control': 'no-store', ...headers},
    },
  );
}

/** Origin must be the store's own (or one listed) when a browser sends it: DNS-rebinding defence. */
export function refuseOrigin(
  request: Request,
  allowedOrigins: readonly string[] = [],
): Response | null {
  const origin = request.headers.get('Origin');
  if (origin === null) return null;
  const own = new URL(request.url).origin;
  if (origin === own || allowedOrigins.includes(origin)) return null;
  return rpcError(
    403,
    RPC.refused,
    'Forbidden: this Origin may not call the store’s MCP endpoint',
  );
}

/** A version header this endpoint does not speak is refused (the SDK accepts older ones). */
export function refuseProtocolVersion(request: Request): Response | null {
  const version = request.headers.get('MCP-Protocol-Version');
  if (
    version === null ||
    (MCP_PROTOCOL_VERSIONS as readonly string[]).includes(version)
  )
    return null;
  return rpcError(
    400,
    RPC.refused,
    `Bad Request: unsupported MCP-Protocol-Version ${version.slice(0, 32)} (supported: ${MCP_PROTOCOL_VERSIONS.join(', ')})`,
  );
}

/** The endpoint's per-IP bucket (shared/rate-limit: a burst of RATE_LIMIT, refilled over the window). */
export function mcpRateLimiter(now?: () => number): RateLimiter {
  return new RateLimiter(
    {limit: RATE_LIMIT.requests, windowMs: RATE_LIMIT.windowMs},
    now,
  );
}

export function refuseRate(
  request: Request,
  limiter: RateLimiter,
): Response | null {
  const decision = limiter.consume(`mcp:${buyerIp(request) ?? 'unknown'}`);
  if (decision.allowed) return null;
  return rpcError(
    429,
    RPC.refused,
    'Too many requests: slow down and try again shortly',
    {'Retry-After': String(Math.max(1, decision.retryAfterSeconds))},
  );
}

/** How deep the JSON text nests (objects and arrays), read before it is parsed: no recursion, stops past `limit`. */
export function depthOf(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}

/** The body read within MAX_BODY_BYTES, or null when it is larger. */
async function readBounded(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    await request.body?.cancel().catch(() => {});
    return null;
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The one JSON-RPC message a POST carries, or the refusal to answer. */
export async function readMessage(
  request: Request,
): Promise<{message: Record<string, unknown>} | {refused: Response}> {
  const text = await readBounded(request);
  if (text === null)
    return {
      refused: rpcError(
        413,
        RPC.invalidRequest,
        `Request too large: at most ${MAX_BODY_BYTES} bytes`,
      ),
    };
  if (depthOf(text) > MAX_JSON_DEPTH)
    return {
      refused: rpcError(
        400,
        RPC.invalidRequest,
        `Invalid Request: JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
      ),
    };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {
      refused: rpcError(400, RPC.parseError, 'Parse error: invalid JSON'),
    };
  }
  if (Array.isArray(parsed))
    return {
      refused: rpcError(
        400,
        RPC.invalidRequest,
        'Invalid Request: batches are not supported (one JSON-RPC message per request)',
      ),
    };
  if (parsed === null || typeof parsed !== 'object')
    return {
      refused: rpcError(
        400,
        RPC.invalidRequest,
        'Invalid Request: expected a JSON-RPC 2.0 message object',
      ),
    };
  return {message: parsed as Record<string, unknown>};
}
