/** Loads the phone-login widget script once, on demand (never on page load). */

export interface PhoneLoginWidget {
  version: string;
  /** `locale`: the shopper's language ('en', 'hi'); the widget speaks it (English otherwise). */
  open(options: {
    merchantId: string;
    locale?: string;
    onLogin?: (detail: PhoneLoginDetail) => void;
  }): void;
  close(): void;
  logout(): void;
  isOpen(): boolean;
}

export interface PhoneLoginDetail {
  token: string;
  method: 'phone';
}

/** The widget announces a verified login with this window event (Kwikpass-style). */
export const LOGIN_EVENT = 'kwikpass:login';

declare global {
  interface Window {
    PhoneLogin?: PhoneLoginWidget;
  }
  interface WindowEventMap {
    'kwikpass:login': CustomEvent<PhoneLoginDetail>;
  }
}

let loading: Promise<PhoneLoginWidget> | null = null;

export function loadPhoneLoginWidget(
  widgetUrl: string,
  nonce?: string,
): Promise<PhoneLoginWidget> {
  if (window.PhoneLogin) return Promise.resolve(window.PhoneLogin);
  if (loading) return loading;
  loading = new Promise<PhoneLoginWidget>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${widgetUrl.replace(/\/$/, '')}/widget.js`;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () =>
      window.PhoneLogin
        ? resolve(window.PhoneLogin)
        : reject(new Error('Login widget did not start'));
    script.onerror = () => reject(new Error('Could not load the login widget'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The widget's logout, when it was loaded on this page (it is not loaded just to log out). */
export function logoutWidget(): void {
  window.PhoneLogin?.logout();
}
