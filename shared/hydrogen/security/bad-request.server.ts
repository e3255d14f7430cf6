/**
 * Readable 4xx answers for bodies a route cannot use (wrong content type, malformed, missing
 * fields): the sender learns what to fix, and nothing about the server (no stack, no paths).
 */

/** A plain-text 4xx that sets no cookie and is never cached. */
export function badRequest(message: string, status = 400): Response {
  return new Response(message, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'private, no-store',
    },
  });
}

/**
 * A method the route does not take: 405 with Allow and a line the caller can read (React Router's
 * own answer says "Unexpected Server Error"). Export it as the missing `loader` or `action`.
 */
export function methodNotAllowed(allow: 'GET' | 'POST') {
  return async ({request}: {request: Request}): Promise<Response> => {
    await discardBody(request);
    const answer = badRequest(
      `This address takes ${allow} requests only.`,
      405,
    );
    answer.headers.set('Allow', allow);
    return answer;
  };
}

/**
 * The request's form fields, or null when the body is not a form (JSON, text, empty without a
 * form content type, or malformed multipart). A refused body is still read (see discardBody).
 */
export async function readFormBody(request: Request): Promise<FormData | null> {
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase();
  if (
    !type.startsWith('application/x-www-form-urlencoded') &&
    !type.startsWith('multipart/form-data')
  ) {
    await discardBody(request);
    return null;
  }
  return request.formData().catch(() => null);
}

/**
 * A refused request's body is read (up to 1 MB) before answering: an unread body left on a kept-alive
 * connection made the next request on it fail (ECONNRESET) under MiniOxygen.
 */
export async function discardBody(request: Request): Promise<void> {
  const reader = request.body?.getReader();
  if (!reader) return;
  try {
    let read = 0;
    for (;;) {
      const {done, value} = await reader.read();
      if (done) return;
      read += value?.byteLength ?? 0;
      if (read > 1_048_576) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    /* the client went away: nothing to answer */
  }
}
