import type {Handler, Route} from '../http/router.ts';
import {graphqlErrorBody, handleStorefrontGraphql} from './handler.ts';
import {socketAddress} from '../rate-limit/buyer-ip.ts';
import {withIdempotencyKey} from './idempotency.ts';
import {deadlineRefusal} from './deadline.ts';

const graphql: Handler = async ({db, origin, req, body}) => {
  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value[0] : value,
    ]),
  );
  // Checked when the request is read, so one queued behind a frozen process past its deadline never runs.
  const late = deadlineRefusal(headers);
  if (late) return late;
  return withIdempotencyKey(db, headers, body, () =>
    handleStorefrontGraphql(db, origin, {
      headers,
      body,
      remoteAddress: socketAddress(req),
    }),
  );
};

export const storefrontApiRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/:version/graphql.json',
    cors: true,
    handler: graphql,
    errorBody: graphqlErrorBody,
  },
  {
    method: 'POST',
    path: '/api/graphql.json',
    cors: true,
    handler: graphql,
    errorBody: graphqlErrorBody,
  },
];
