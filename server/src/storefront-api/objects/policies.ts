/** ShopPolicy objects (Query.shop's policies, Query.node). */
import type {PolicyRow} from '../../data/content.ts';
import {loader, primaryDomainUrl} from '../catalog/loader.ts';
import type {ApiContext} from '../context.ts';
import {toGid} from '../ids.ts';

export function policyObject(ctx: ApiContext, row: PolicyRow) {
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
