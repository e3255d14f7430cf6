/** ShopPolicy objects (Query.shop's policies, Query.node). */
import * as content from '../../data/content.ts';
import type {PolicyRow} from '../../data/content.ts';
import {loader} from '../catalog/loader.ts';
import {primaryDomainUrl} from './urls.ts';
import type {ApiContext} from '../context.ts';
import {toGid} from '../ids.ts';

export function policyParent(ctx: ApiContext, row: PolicyRow) {
  const l = loader(ctx);
  return {
    __typename: 'ShopPolicy',
    id: toGid('ShopPolicy', row.id),
    handle: row.handle,
    title: l.t('policy', row.id, ['title'], row.title),
    body: l.t('policy', row.id, ['body_html', 'body'], row.bodyHtml),
    url: `${primaryDomainUrl(ctx)}/policies/${row.handle}`,
  };
}

/** The request shop's policy by handle (privacy-policy, refund-policy, …). */
export function findPolicyByHandle(ctx: ApiContext, handle: string) {
  return (
    content
      .listPolicies(ctx.db, ctx.shop.id)
      .find((p) => p.handle === handle) ?? null
  );
}
