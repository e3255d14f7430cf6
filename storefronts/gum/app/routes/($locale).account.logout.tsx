import {redirect} from 'react-router';
import type {Route} from './+types/($locale).account.logout';
import {logoutAction} from '@shared/login/actions.server';
import {i18nServer, localizePathFor} from '~/i18n';

/** GET does not log out (a link or prefetch must not sign anyone out): back to the account page. */
export const loader = ({request}: Route.LoaderArgs) =>
  redirect(localizePathFor('/account', i18nServer.language(request)));

/** POST: widget logout ran in the browser; delete the token, clear the session, go home (in the page's language). */
export const action = ({request, context}: Route.ActionArgs) =>
  logoutAction({
    request,
    context,
    home: localizePathFor('/', i18nServer.language(request)),
  });
