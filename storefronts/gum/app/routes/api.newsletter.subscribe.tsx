import {createNewsletterAction} from '@shared/newsletter/subscribe.server';
import {newsletterClientAction} from '@shared/newsletter/subscribe.client';
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';

export const loader = methodNotAllowed('POST');

/** POST /api/newsletter/subscribe: the shared newsletter action for shop 'gum'. */
export const action = createNewsletterAction({shop: 'gum'});
export const clientAction = newsletterClientAction;
