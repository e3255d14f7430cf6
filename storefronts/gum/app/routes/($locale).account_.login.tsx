import {useActionData, useLoaderData} from 'react-router';
import {useTranslation} from 'react-i18next';
import type {Route} from './+types/($locale).account_.login';
import {seo} from '~/lib/seo';
import loginPageStyles from '@shared/login/login-page.css?url';
import {
  phoneLoginFormAction,
  phoneLoginPageLoader,
} from '@shared/login/otp-form.server';
import {
  PhoneLoginForm,
  type PhoneLoginFormLabels,
} from '@shared/login/PhoneLoginForm';
import {store} from '~/store';
import {i18nServer, localizePathFor} from '~/i18n';
import {fallbackTitle} from '~/lib/fallback-title';

/** Phone-OTP login as a page, in the page's language: the Login button's target without JavaScript (decision 137). */
export const links: Route.LinksFunction = () => [
  {rel: 'stylesheet', href: loginPageStyles},
];

function accountPath(request: Request) {
  return localizePathFor('/account', i18nServer.language(request));
}

export const meta: Route.MetaFunction = ({data, location}) => [
  {
    title: data?.title ?? fallbackTitle(location.pathname, 'login.title', true),
  },
  {name: 'robots', content: 'noindex, nofollow'},
];

export async function loader({request, context}: Route.LoaderArgs) {
  const state = phoneLoginPageLoader({
    request,
    context,
    fallback: accountPath(request),
  });
  const t = await i18nServer.getFixedT(i18nServer.language(request), 'common');
  return {...state, title: seo.title(t('login.title'))};
}

export const action = ({request, context}: Route.ActionArgs) =>
  phoneLoginFormAction({
    request,
    context,
    merchantId: store.checkoutProvider.merchantId,
    fallback: accountPath(request),
  });

export default function AccountLogin() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const {t} = useTranslation();
  const labels: PhoneLoginFormLabels = {
    title: t('login.title'),
    phoneIntro: t('login.phoneIntro'),
    phoneLabel: t('login.phoneLabel'),
    phonePlaceholder: t('login.phonePlaceholder'),
    sendOtp: t('login.sendOtp'),
    codeIntro: (phone) => t('login.codeIntro', {phone}),
    codeLabel: t('login.codeLabel'),
    codePlaceholder: t('login.codePlaceholder'),
    verify: t('login.verify'),
    resend: t('login.resend'),
    changeNumber: t('login.changeNumber'),
    sent: t('login.sent'),
    working: t('login.working'),
    errors: {
      invalidPhone: t('login.errors.invalidPhone'),
      invalidCode: t('login.errors.invalidCode'),
      wrongCode: t('login.errors.wrongCode'),
      expired: t('login.errors.expired'),
      tooManyWrongCodes: t('login.errors.tooManyWrongCodes'),
      wait: (seconds) =>
        seconds
          ? t('login.errors.waitSeconds', {count: seconds})
          : t('login.errors.wait'),
      throttled: t('account.throttled'),
      failed: t('account.failed'),
      unavailable: t('account.unavailable'),
      badRequest: t('login.errors.badRequest'),
    },
  };
  return (
    <div className="container page-narrow">
      <PhoneLoginForm state={answer ?? page} labels={labels} />
    </div>
  );
}
