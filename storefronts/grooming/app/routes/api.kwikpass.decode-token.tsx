import type {Route} from './+types/api.kwikpass.decode-token';
import {decodeTokenAction} from '@shared/login/actions.server';

/** POST {kpToken} → {success, data: {customer}, error: {message}} (gum spec §7), via the provider's decode. */
export async function action({request, context}: Route.ActionArgs) {
  return decodeTokenAction({request, context});
}

export async function loader() {
  return new Response('Method not allowed', {status: 405, headers: {Allow: 'POST'}});
}
