import type {Handler, Reply} from '../http/router.ts';
import {findShortLink} from '../data/marketing.ts';

/** GET /m/:code: the service's short link (an SMS alert's, decision 107) → 302 to the store's page it names. */
export const followShortLink: Handler = (ctx): Reply => {
  const code = ctx.params.code ?? '';
  const url = /^[A-Za-z0-9_-]{8}$/.test(code)
    ? findShortLink(ctx.db, code)
    : null;
  if (!url)
    return {
      status: 404,
      headers: {'Content-Type': 'text/plain; charset=utf-8'},
      body: 'This link is not valid.',
    };
  return {status: 302, headers: {Location: url, 'Cache-Control': 'no-store'}};
};
