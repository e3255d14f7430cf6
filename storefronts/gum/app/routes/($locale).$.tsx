import {data} from 'react-router';
import {Link} from '@shared/i18n/links';
import {useTranslation} from 'react-i18next';
import type {Route} from './+types/($locale).$';
import {seo} from '~/lib/seo';
import {i18nServer} from '~/i18n';
import {fallbackTitle} from '~/lib/fallback-title';

export const meta: Route.MetaFunction = ({data, location}) => [
  {
    title:
      data?.title ??
      fallbackTitle(location.pathname, 'errors.notFoundTitle', true),
  },
];

export async function loader({request}: Route.LoaderArgs) {
  const t = await i18nServer.getFixedT(i18nServer.language(request), 'common');
  return data({title: seo.title(t('errors.notFoundTitle'))}, {status: 404});
}

export default function NotFound() {
  const {t} = useTranslation();
  return (
    <div className="container route-error">
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFound')}</p>
      <Link className="button" to="/">
        {t('errors.backHome')}
      </Link>
    </div>
  );
}
