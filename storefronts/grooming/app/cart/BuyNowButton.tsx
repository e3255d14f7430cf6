import {useState} from 'react';

/** BUY NOW with the checkout provider's logo (dropped when it does not load; docs/requirements.md, grooming). */
export function BuyNowButton({
  providerUrl,
  disabled,
  onBuy,
}: {
  providerUrl: string | null | undefined;
  disabled: boolean;
  onBuy(): void;
}) {
  const [iconFailed, setIconFailed] = useState(false);
  return (
    <button
      type="button"
      className="cart-drawer__buy"
      onClick={onBuy}
      disabled={disabled}
    >
      {providerUrl && !iconFailed ? (
        <img
          src={`${providerUrl.replace(/\/+$/, '')}/logo.svg`}
          alt=""
          width={20}
          height={20}
          onError={() => setIconFailed(true)}
        />
      ) : null}
      BUY NOW
    </button>
  );
}
