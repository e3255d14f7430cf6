import type {Route} from './+types/account.logout';
import {logoutAction, logoutLoader} from '@shared/login/actions.server';

/** GET does not log out (a link or prefetch must not sign anyone out): back to the account page. */
export const loader = logoutLoader;

/** POST: widget logout ran in the browser; delete the token, clear the session, go to /. */
export const action = ({request, context}: Route.ActionArgs) =>
  logoutAction({request, context});
