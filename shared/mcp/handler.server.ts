/**
 * /api/mcp: the store's Storefront MCP endpoint (decision 118). The official SDK's `Server` with its
 * web-standard Streamable HTTP transport, stateless and answering JSON (no session, no SSE), so it runs
 * in Oxygen's worker as under MiniOxygen. guard.server.ts refuses what should never reach it; the
 * tools are tools.server.ts. Every refusal is a JSON-RPC error, never a 5xx, never a stack.
 */
import {Server} from '@modelcontextprotocol/sdk/server/index.js';
import {WebStandardStreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type {jsonSchemaValidator} from '@modelcontextprotocol/sdk/validation/types.js';
import {z} from 'zod';
import {
  MCP_PROTOCOL_VERSIONS,
  mcpRateLimiter,
  readMessage,
  refuseOrigin,
  refuseProtocolVersion,
  refuseRate,
  rpcError,
  RPC,
} from './guard.server';
import {inputSchemas, outputSchemas, type ToolName} from './schemas';
import {
  CartNotFound,
  checkDelivery,
  getCart,
  getProduct,
  listOffers,
  searchCatalog,
  searchPolicies,
  updateCart,
  type McpContext,
  type McpStore,
  type ToolAnswer,
} from './tools.server';
import {CartRequestError} from '../cart/server/errors';

export type {McpStore} from './tools.server';

const DESCRIPTIONS: Record<ToolName, string> = {
  search_shop_catalog:
    "Search the store's products the way its search page does: understands English, Hindi (Devanagari), Hinglish, misspellings, synonyms and needs ('dry skin ke liye', 'beard growth'). Returns prices in ₹ (Indian grouping), MRP, availability, rating, the product URL and a variant_id for update_cart.",
  get_product:
    'One product by its handle: options, variants with prices and stock, description, rating and the offers that apply.',
  check_delivery:
    'Delivery promise for an Indian pincode (six digits): the IST date, whether Cash on Delivery is possible and its fee, or that the pincode is not served. Pass variant_ids to judge COD against that order.',
  search_policies_and_faqs:
    "The few FAQ answers and policy passages (returns, shipping, COD, privacy…) that answer a shopper's question, each with its page URL.",
  get_cart:
    'The contents of a cart this agent created with update_cart. Needs the full cart_id with its key (gid://shopify/Cart/…?key=…).',
  update_cart:
    'Add variants to the agent’s own cart, or change or remove (quantity 0) its lines. Without cart_id it creates a cart and returns its id with its key; later calls need that id. Returns the cart and its checkout URL.',
  list_offers:
    'The coupons and payment offers the store has, with their conditions; with cart_id, whether each applies to that cart.',
};

const ADULT_RULE =
  ' This store sells to adults only: the checkout URL is returned only when confirm_over_18 is true, which the agent may send only after the shopper has confirmed they are 18 or older.';

interface Catalogue {
  tools: Tool[];
  inputs: Record<ToolName, z.ZodType>;
}

const catalogues = new Map<string, Catalogue>();

/** tools/list's answer and the checkers, built once per worker and store shape. */
function catalogue(store: McpStore): Catalogue {
  const id = `${store.locales.join(',')}|${store.adultsOnly ? 1 : 0}`;
  let built = catalogues.get(id);
  if (built) return built;
  const base = inputSchemas(store.locales);
  const adult = z
    .boolean()
    .optional()
    .describe(
      'true only after the shopper confirmed they are 18 or older; without it no checkout URL is given',
    );
  const inputs: Record<ToolName, z.ZodType> = {
    ...base,
    get_cart: store.adultsOnly
      ? base.get_cart.extend({confirm_over_18: adult})
      : base.get_cart,
    update_cart: store.adultsOnly
      ? base.update_cart.extend({confirm_over_18: adult})
      : base.update_cart,
  };
  const tools = (Object.keys(DESCRIPTIONS) as ToolName[]).map((name): Tool => ({
    name,
    description:
      DESCRIPTIONS[name] +
      (store.adultsOnly && (name === 'get_cart' || name === 'update_cart')
        ? ADULT_RULE
        : ''),
    inputSchema: z.toJSONSchema(inputs[name], {
      io: 'input',
    }) as Tool['inputSchema'],
    outputSchema: z.toJSONSchema(outputSchemas[name], {
      io: 'output',
    }) as Tool['outputSchema'],
    annotations: {
      readOnlyHint: name !== 'update_cart',
      openWorldHint: false,
    },
  }));
  built = {tools, inputs};
  catalogues.set(id, built);
  return built;
}

/** The server never checks schemas with the SDK's validator (zod does it here): none is compiled in the worker. */
const noValidator: jsonSchemaValidator = {
  getValidator: () => () => ({
    valid: false,
    data: undefined,
    errorMessage: 'Not supported',
  }),
};

type Runner = (
  tools: Parameters<typeof searchCatalog>[0],
  args: never,
) => Promise<ToolAnswer<unknown>>;

const RUNNERS: Record<ToolName, Runner> = {
  search_shop_catalog: searchCatalog as Runner,
  get_product: getProduct as Runner,
  check_delivery: checkDelivery as Runner,
  search_policies_and_faqs: searchPolicies as Runner,
  get_cart: getCart as Runner,
  update_cart: updateCart as Runner,
  list_offers: listOffers as Runner,
};

function invalidParams(error: z.ZodError, tool: string): McpError {
  const issues = error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'arguments'}: ${issue.message}`)
    .join('; ');
  return new McpError(
    ErrorCode.InvalidParams,
    `Invalid arguments for ${tool}: ${issues}`,
  );
}

function buildServer(
  store: McpStore,
  context: McpContext,
  request: Request,
): Server {
  const {tools, inputs} = catalogue(store);
  const server = new Server(
    {name: 'storefront-mcp', title: `${store.brand} store`, version: '1.0.0'},
    {
      capabilities: {tools: {listChanged: false}},
      instructions: `${store.brand}: search the catalogue, check delivery to a pincode, read policies and offers, and fill the agent's own cart. Prices are in ₹ (INR). Languages: ${store.locales.join(', ')}.${store.adultsOnly ? ADULT_RULE : ''}`,
      jsonSchemaValidator: noValidator,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({tools}));
  server.setRequestHandler(
    CallToolRequestSchema,
    async (call): Promise<CallToolResult> => {
      const name = call.params.name as ToolName;
      if (!Object.hasOwn(RUNNERS, name))
        throw new McpError(
          ErrorCode.InvalidParams,
          `Unknown tool: ${String(call.params.name).slice(0, 64)}`,
        );
      const parsed = inputs[name].safeParse(call.params.arguments ?? {});
      if (!parsed.success) throw invalidParams(parsed.error, name);
      const language =
        (parsed.data as {language?: string}).language ?? store.locales[0];
      try {
        const answer = await RUNNERS[name](
          {store, context, request},
          parsed.data as never,
        );
        return {
          content: [{type: 'text', text: answer.text}],
          structuredContent: answer.structured as Record<string, unknown>,
        };
      } catch (error) {
        // The cart core's refusals are the caller's to fix: invalid params with the cart core's message.
        if (error instanceof CartRequestError)
          throw new McpError(ErrorCode.InvalidParams, error.message);
        if (error instanceof CartNotFound)
          return {
            content: [{type: 'text', text: error.message}],
            isError: true,
          };
        console.error(`[mcp] ${name} failed`, error);
        return {
          content: [{type: 'text', text: store.labels(language).failed}],
          isError: true,
        };
      }
    },
  );
  return server;
}

/** An initialize asking for a revision before 2025-06-18 is offered the newest this endpoint speaks. */
function negotiate(message: Record<string, unknown>) {
  if (message.method !== 'initialize') return message;
  const params = message.params as {protocolVersion?: unknown} | undefined;
  if (
    !params ||
    (MCP_PROTOCOL_VERSIONS as readonly unknown[]).includes(
      params.protocolVersion,
    )
  )
    return message;
  return {
    ...message,
    params: {...params, protocolVersion: MCP_PROTOCOL_VERSIONS[0]},
  };
}

interface RouteArgs {
  request: Request;
  context: unknown;
}

/**
 * The route module's `action` and `loader` for a store's /api/mcp. POST carries JSON-RPC; GET (a
 * server-to-client stream) and DELETE (a session) do not exist on a stateless server: 405.
 */
export function createMcpRoute(
  store: McpStore,
  {now}: {now?: () => number} = {},
) {
  const limiter = mcpRateLimiter(now);

  async function handle({request, context}: RouteArgs): Promise<Response> {
    const refused =
      refuseOrigin(request, store.allowedOrigins) ??
      refuseRate(request, limiter);
    if (refused) return refused;
    if (request.method !== 'POST') {
      await request.body?.cancel().catch(() => {});
      return rpcError(
        405,
        RPC.refused,
        'Method not allowed: this stateless MCP endpoint takes POST only',
        {Allow: 'POST'},
      );
    }
    const badVersion = refuseProtocolVersion(request);
    if (badVersion) return badVersion;
    const read = await readMessage(request);
    if ('refused' in read) return read.refused;

    const server = buildServer(store, context as McpContext, request);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    try {
      await server.connect(transport);
      const response = await transport.handleRequest(request, {
        parsedBody: negotiate(read.message),
      });
      response.headers.set('Cache-Control', 'no-store');
      return response;
    } catch (error) {
      console.error('[mcp] request failed', error);
      return rpcError(
        400,
        RPC.internalError,
        'The request could not be handled',
      );
    } finally {
      void server.close().catch(() => {});
    }
  }

  return {action: handle, loader: handle};
}
