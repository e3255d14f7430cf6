/** Thrown by handlers (and the router) for input they refuse; answered as a 4xx with a readable message. */
export class BadRequest extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

/**
 * decodeURIComponent that answers 400 instead of throwing a URIError: a lone `%` or a broken UTF-8
 * sequence in a path or a parameter is the caller's mistake (docs/security.md, "Malformed requests").
 */
export function decodeComponent(value: string, what = 'URL'): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new BadRequest(`Malformed percent-encoding in the ${what}`);
  }
}
