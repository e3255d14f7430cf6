// "Notify me when it's back" (POST {variantId, contact}): the shared action calls the marketing
// service server-side. See shared/notify-me.
import {notifyMeAction} from '@shared/notify-me/action.server';
import {notifyMeClientAction} from '@shared/notify-me/action.client';
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';

export const loader = methodNotAllowed('POST');

export const action = notifyMeAction;
export const clientAction = notifyMeClientAction;
