/** Client-safe exports of the phone login (server helpers: ./session.server, ./actions.server). */
export {
  AccountMenu,
  DEFAULT_ACCOUNT_MENU_LABELS,
  LOGIN_PROMPT_PARAM,
  type AccountMenuLabels,
  type AccountMenuProps,
} from './AccountMenu';
export {usePhoneLogin} from './use-phone-login';
export {
  loadPhoneLoginWidget,
  logoutWidget,
  LOGIN_EVENT,
} from './widget-loader.client';
