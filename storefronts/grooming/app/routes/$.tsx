import {Link, type MetaFunction} from 'react-router';
import type {Route} from './+types/$';

export const meta: MetaFunction = () => [
  {title: 'Page not found'},
  {name: 'robots', content: 'noindex'},
];

/** Any unmatched URL: a real 404 status (Hydrogen's storefrontRedirect still gets a chance first). */
export async function loader({request}: Route.LoaderArgs) {
  throw new Response(`${new URL(request.url).pathname} not found`, {
    status: 404,
  });
}

export default function CatchAll() {
  return <NotFound />;
}

function NotFound() {
  return (
    <div className="page not-found">
      <h1>Page not found</h1>
      <p>Sorry, we couldn’t find the page you were looking for.</p>
      <Link className="button button--primary" to="/">
        Back to home
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
