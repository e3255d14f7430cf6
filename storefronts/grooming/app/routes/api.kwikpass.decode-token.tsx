import type {Route} from './+types/api.kwikpass.decode-token';
import {decodeTokenAction} from '@shared/login/actions.server';
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';

export const loader = methodNotAllowed('POST');

/** POST {kpToken} → {success, data: {customer}, error: {message}} (docs/requirements.md, gum: calls), via the provider's decode. */
export const action = ({request, context}: Route.ActionArgs) =>
  decodeTokenAction({request, context});
