// Newsletter sign-up (POST {email}); forwards to the newsletter list server-side. See shared/newsletter.
import {createNewsletterAction} from '@shared/newsletter/subscribe.server';
import {newsletterClientAction} from '@shared/newsletter/subscribe.client';
import {store} from '~/store';
import {methodNotAllowed} from '@shared/hydrogen/security/bad-request.server';

export const loader = methodNotAllowed('POST');

export const action = createNewsletterAction({shop: store.id});
export const clientAction = newsletterClientAction;
