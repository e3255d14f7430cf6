import type {Route} from './+types/api.login';
import {loginAction} from '@shared/login/actions.server';

/** POST {kpToken} from the phone-login widget → decode → access token → httpOnly session. */
export async function action({request, context}: Route.ActionArgs) {
  return loginAction({request, context});
}

export async function loader() {
  return new Response('Method not allowed', {status: 405, headers: {Allow: 'POST'}});
}
