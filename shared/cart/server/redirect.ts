/** `redirectTo` on a cart form: a same-origin path or null (the check is shared: shared/hydrogen/redirect-path.ts). */
export {sameOriginPath as safeRedirectPath} from '../../hydrogen/redirect-path';
