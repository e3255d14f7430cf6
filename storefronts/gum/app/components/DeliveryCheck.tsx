import type {ReactNode} from 'react';
import {useTranslation} from 'react-i18next';
import {usePageLanguage} from '@shared/i18n/links';
import {PincodeCheck, type PincodeLabels} from '@shared/delivery/PincodeCheck';
import type {DeliveryAnswer} from '@shared/delivery/answer';
import {formatRupees} from '@shared/money/format';

/** The shared pincode box in the page's language (product page; the drawer passes scope 'cart'). */
export function DeliveryCheck({
  scope,
  refreshKey,
  initial,
  children,
}: {
  scope?: 'cart';
  refreshKey?: number;
  /** The server's answer for the page's ?pincode= (the box's GET form without JavaScript). */
  initial?: DeliveryAnswer | null;
  children?: (answer: Extract<DeliveryAnswer, {status: 'ok'}>) => ReactNode;
}) {
  const {t} = useTranslation();
  const language = usePageLanguage() === 'hi' ? 'hi' : 'en';
  const labels: PincodeLabels = {
    heading: t('delivery.heading'),
    placeholder: t('delivery.placeholder'),
    check: t('delivery.check'),
    checking: t('delivery.checking'),
    change: t('delivery.change'),
    deliveryBy: (date) => t('delivery.deliveryBy', {date}),
    deliverTo: (pincode, city) => t('delivery.deliverTo', {pincode, city}),
    codAvailable: (fee) => t('delivery.codAvailable', {fee}),
    prepaidOnly: t('delivery.prepaidOnly'),
    codOverLimit: (limit) => t('delivery.codOverLimit', {limit}),
    invalid: t('delivery.invalid'),
    firstDigitZero: t('delivery.firstDigitZero'),
    unavailable: t('delivery.unavailable'),
  };
  return (
    <PincodeCheck
      labels={labels}
      endpoint={`/api/delivery?locale=${language}`}
      dateLocale={language === 'hi' ? 'hi-IN' : 'en-IN'}
      formatPaise={formatRupees}
      scope={scope}
      refreshKey={refreshKey}
      initial={initial}
    >
      {children}
    </PincodeCheck>
  );
}
