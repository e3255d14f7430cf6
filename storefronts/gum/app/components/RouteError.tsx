import {isRouteErrorResponse, useLocation, useRouteError} from 'react-router';
import {Link} from '@shared/i18n/links';
import {useTranslation} from 'react-i18next';
import {isServiceUnavailable} from '@shared/hydrogen/context/unavailable';

/**
 * Route-level error boundary: keeps the header and footer, shows the generic message, the 404, or
 * (backend down or too slow: a 503 with Retry-After) the "try again" page. `unavailable` is the
 * translation key of what that page says (search says search is unavailable).
 */
export function RouteError({
  unavailable = 'errors.unavailable',
}: {unavailable?: string} = {}) {
  const error = useRouteError();
  const {t} = useTranslation();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (isServiceUnavailable(error)) {
    return (
      <div
        className="container route-error"
        role="alert"
        data-testid="service-unavailable"
      >
        <h1>{t('errors.unavailableTitle')}</h1>
        <p>{t(unavailable)}</p>
        <a className="button" href={`${location.pathname}${location.search}`}>
          {t('errors.tryAgain')}
        </a>
      </div>
    );
  }
  if (!notFound) console.error(error);
  return (
    <div className="container route-error" role="alert">
      <h1>
        {notFound ? t('errors.notFoundTitle') : t('errors.somethingWrong')}
      </h1>
      <p>{notFound ? t('errors.notFound') : t('errors.generic')}</p>
      <Link className="button" to="/">
        {t('errors.backHome')}
      </Link>
    </div>
  );
}
