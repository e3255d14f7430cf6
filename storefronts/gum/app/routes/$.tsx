import {data, Link} from 'react-router';
import {useTranslation} from 'react-i18next';

export async function loader() {
  return data({}, {status: 404});
}

export const meta = () => [{title: 'Page not found | QuitPop'}];

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
