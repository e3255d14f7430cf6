import {Money} from '@shared/money/Money';
import {useId, useState, type ReactNode} from 'react';
import {CodeField} from '@shared/cart/drawer/DiscountCodeBox';
import {decimalMoney, toPaise} from '@shared/money/format';
import {COUPON_FIELD} from '../copy';
import {offerTabs, sameCode, splitTnc} from './select';
import type {Offer, OffersData} from './types';

function ProviderLogo({offer}: {offer: Offer}) {
  const [failed, setFailed] = useState(false);
  const text = offer.paymentOfferTitle ?? offer.discountCode;
  if (!offer.logoUrl || failed) {
    return (
      <span
        className="offer-card__logo offer-card__logo--text"
        data-testid="offer-logo-fallback"
      >
        {text.slice(0, 3).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className="offer-card__logo"
      src={offer.logoUrl}
      alt={text}
      width={40}
      height={40}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

function missingText(offer: Offer): ReactNode {
  if (offer.itemCountMissing && offer.itemCountMissing > 0) {
    return `Add ${offer.itemCountMissing} more item${offer.itemCountMissing === 1 ? '' : 's'} to unlock`;
  }
  const amount = toPaise(offer.amountMissing ?? null);
  if (amount && amount > 0) {
    return (
      <>
        Add items worth{' '}
        <Money data={decimalMoney(offer.amountMissing!)} as="span" /> more to
        unlock
      </>
    );
  }
  return null;
}

export function OfferCard({
  offer,
  available,
  appliedCode,
  onApply,
  disabled,
}: {
  offer: Offer;
  available: boolean;
  appliedCode: string | null;
  onApply?(code: string): void;
  disabled?: boolean;
}) {
  const isPayment = offer.offerType === 'payment_offer';
  const isApplied = sameCode(offer.discountCode, appliedCode);
  const tnc = splitTnc(offer.tnc);
  const saved = toPaise(offer.amountSaved) ?? 0;
  const missing = available ? null : missingText(offer);
  return (
    <li
      className={`offer-card${available ? '' : ' offer-card--unavailable'}`}
      data-testid="offer-card"
      data-code={offer.discountCode}
    >
      <div className="offer-card__head">
        {isPayment ? (
          <ProviderLogo offer={offer} />
        ) : (
          <span className="offer-card__badge">%</span>
        )}
        <div className="offer-card__text">
          <p className="offer-card__title">
            {isPayment
              ? (offer.paymentOfferTitle ?? offer.title)
              : (offer.title ?? offer.discountCode)}
          </p>
          {!isPayment ? (
            <p className="offer-card__code">{offer.discountCode}</p>
          ) : null}
          {offer.discountDetail ? (
            <p className="offer-card__detail">{offer.discountDetail}</p>
          ) : null}
          {available && saved > 0 && !isPayment ? (
            <p className="offer-card__saving">
              Save <Money data={decimalMoney(offer.amountSaved)} as="span" />
            </p>
          ) : null}
          {isPayment && offer.offerCategory === 'cashback_offer' ? (
            <p className="offer-card__saving">
              Get cashback
              {toPaise(offer.cashbackAmount ?? null) ? (
                <>
                  {' of '}
                  <Money data={decimalMoney(offer.cashbackAmount!)} as="span" />
                </>
              ) : null}
            </p>
          ) : null}
          {missing ? <p className="offer-card__missing">{missing}</p> : null}
        </div>
        {!isPayment && available && onApply ? (
          <button
            type="button"
            className={`offer-card__apply${isApplied ? ' is-applied' : ''}`}
            aria-disabled={isApplied || undefined}
            disabled={disabled && !isApplied}
            onClick={() => {
              if (!isApplied) onApply(offer.discountCode);
            }}
          >
            {isApplied ? 'Applied' : 'Apply'}
          </button>
        ) : null}
      </div>
      {tnc.length ? (
        <ul className="offer-card__tnc" aria-label="Terms and conditions">
          {tnc.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

type Tab = 'brand' | 'payment';

/** 'Offers and Benefits': brand (store) offers with a coupon input, and payment offers. */
export function OffersPanel({
  offers,
  appliedCode,
  loading,
  disabled,
  onApply,
  onClose,
}: {
  offers: OffersData | null;
  appliedCode: string | null;
  loading?: boolean;
  disabled?: boolean;
  onApply(code: string): Promise<boolean>;
  onClose(): void;
}) {
  const [tab, setTab] = useState<Tab>('brand');
  const tabs = offerTabs(offers);
  const current = tabs[tab];
  const headingId = useId();
  const apply = (code: string) => {
    void onApply(code).then((ok) => ok && onClose());
  };
  return (
    <section
      className="offers-panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      data-testid="offers-panel"
    >
      <header className="offers-panel__header">
        <button
          type="button"
          className="offers-panel__back"
          onClick={onClose}
          aria-label="Back to cart"
          disabled={disabled}
        >
          ←
        </button>
        <h3 id={headingId}>Offers and Benefits</h3>
      </header>
      <div className="offers-panel__tabs" role="tablist">
        {(['brand', 'payment'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? 'is-active' : ''}
            onClick={() => setTab(name)}
          >
            {name === 'brand' ? 'Brand Offers' : 'Payment Offers'}
          </button>
        ))}
      </div>
      <div className="offers-panel__body" role="tabpanel">
        {tab === 'brand' ? (
          <CodeField
            onApply={(code) =>
              onApply(code).then((ok) => (ok && onClose(), ok))
            }
            disabled={disabled}
            label={COUPON_FIELD.field}
            applyLabel={COUPON_FIELD.apply}
          />
        ) : (
          <p className="offers-panel__note">Proceed to checkout to avail</p>
        )}
        {loading && !offers ? (
          <p className="offers-panel__loading">Loading offers…</p>
        ) : null}
        <h4>Available Offers</h4>
        {current.available.length ? (
          <ul className="offers-panel__list">
            {current.available.map((offer) => (
              <OfferCard
                key={`${offer.offerType}:${offer.discountCode}`}
                offer={offer}
                available
                appliedCode={appliedCode}
                onApply={apply}
                disabled={disabled}
              />
            ))}
          </ul>
        ) : (
          <p className="offers-panel__empty">
            No {tab} offers available at the moment.
          </p>
        )}
        {current.unavailable.length ? (
          <>
            <h4>Unavailable Offers</h4>
            <ul className="offers-panel__list">
              {current.unavailable.map((offer) => (
                <OfferCard
                  key={`${offer.offerType}:${offer.discountCode}`}
                  offer={offer}
                  available={false}
                  appliedCode={appliedCode}
                />
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
