/** `redirectTo` on a cart form: a same-origin path or null (the check is shared: shared/hydrogen/security/redirect-path.ts). */
export {sameOriginPath as safeRedirectPath} from '../../hydrogen/security/redirect-path';
