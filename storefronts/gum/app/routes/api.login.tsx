import type {Route} from './+types/api.login';
import {loginAction} from '@shared/login/actions.server';
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';

export const loader = methodNotAllowed('POST');

/** POST {kpToken} from the phone-login widget → decode → access token → httpOnly session. */
export const action = ({request, context}: Route.ActionArgs) =>
  loginAction({request, context});
