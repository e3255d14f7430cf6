import {redirect} from 'react-router';
import type {Route} from './+types/account.logout';
import {logoutAction} from '@shared/login/actions.server';

/** GET does not log out (a link or prefetch must not sign anyone out): back to the account page. */
export async function loader() {
  return redirect('/account');
}

/** POST: widget logout ran in the browser; delete the token, clear the session, go to /. */
export async function action({context}: Route.ActionArgs) {
  return logoutAction({context});
}
