import {isRouteErrorResponse, useRouteError} from 'react-router';
import {Link} from '@shared/i18n/links';
import {useTranslation} from 'react-i18next';

/** Route-level error boundary: keeps the header and footer, shows the generic message. */
export function RouteError() {
  const error = useRouteError();
  const {t} = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <div className="container route-error" role="alert">
      <h1>{notFound ? t('errors.notFoundTitle') : t('errors.somethingWrong')}</h1>
      <p>{notFound ? t('errors.notFound') : t('errors.generic')}</p>
      <Link className="button" to="/">
        {t('errors.backHome')}
      </Link>
    </div>
  );
}
