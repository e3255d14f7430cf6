import {redirect} from 'react-router';
import type {Route} from './+types/($locale).collections._index';
import {i18nServer, localizePathFor} from '~/i18n';
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';

export async function loader({request}: Route.LoaderArgs) {
  return redirect(
    localizePathFor('/collections/all', i18nServer.language(request)),
  );
}

export const action = methodNotAllowed('GET');
