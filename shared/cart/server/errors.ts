/**
 * A cart request the module refuses: status and a message the caller can read. Routes answer it as
 * JSON; it never becomes a 500 (docs/architecture.md, "Cart core").
 */
export class CartRequestError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'CartRequestError';
    this.status = status;
    this.headers = headers;
  }
}

export const badRequest = (message: string) =>
  new CartRequestError(400, message);
