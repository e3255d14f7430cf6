/**
 * Readable 4xx answers for bodies a route cannot use (wrong content type, malformed, missing
 * fields): the sender learns what to fix, and nothing about the server (no stack, no paths).
 */

/** A plain-text 4xx that sets no cookie and is never cached. */
export function badRequest(message: string, status = 400): Response {
  return new Response(message, {status, headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store'}});
}

/**
 * The request's form fields, or null when the body is not a form (JSON, text, empty without a
 * form content type, or malformed multipart).
 */
export async function readFormBody(request: Request): Promise<FormData | null> {
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) return null;
  return request.formData().catch(() => null);
}
