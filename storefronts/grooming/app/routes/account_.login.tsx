import {useActionData, useLoaderData} from 'react-router';
import {getSeoMeta} from '@shopify/hydrogen';
import type {Route} from './+types/account_.login';
import {pageSeo} from '@shared/catalog/seo';
import loginPageStyles from '@shared/login/login-page.css?url';
import {
  phoneLoginFormAction,
  phoneLoginPageLoader,
} from '@shared/login/otp-form.server';
import {
  DEFAULT_PHONE_LOGIN_FORM_LABELS,
  PhoneLoginForm,
} from '@shared/login/PhoneLoginForm';
import {store} from '~/store';

/** Phone-OTP login as a page: the Login button's target before hydration or without JavaScript (decision 137). */
export const links: Route.LinksFunction = () => [
  {rel: 'stylesheet', href: loginPageStyles},
];
export const meta: Route.MetaFunction = ({data}) => [
  ...(getSeoMeta(data?.seo) ?? []),
  {name: 'robots', content: 'noindex, nofollow'},
];

export function loader({request, context}: Route.LoaderArgs) {
  return {
    ...phoneLoginPageLoader({request, context, fallback: '/account'}),
    seo: pageSeo({
      brand: store.brand,
      title: 'Login',
      request,
      path: '/account/login',
    }),
  };
}

export const action = ({request, context}: Route.ActionArgs) =>
  phoneLoginFormAction({
    request,
    context,
    merchantId: store.checkoutProvider.merchantId,
    fallback: '/account',
  });

export default function AccountLogin() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="page">
      <PhoneLoginForm
        state={answer ?? page}
        labels={DEFAULT_PHONE_LOGIN_FORM_LABELS}
      />
    </div>
  );
}
