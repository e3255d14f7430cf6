import {useId, useState, type FormEvent} from 'react';

/** Coupon input: the Apply button appears only with text; Enter applies. */
export function CouponBox({
  onApply,
  disabled,
  label,
  applyLabel,
}: {
  onApply(code: string): Promise<boolean>;
  disabled?: boolean;
  /** The field's label and placeholder (the store's own, e.g. translated, copy). */
  label: string;
  applyLabel: string;
}) {
  const [code, setCode] = useState('');
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || disabled) return;
    if (await onApply(code.trim())) setCode('');
  };
  return (
    <form className="coupon-box" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={code}
        placeholder={label}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        onChange={(event) => setCode(event.target.value)}
        disabled={disabled}
      />
      {code.trim() ? (
        <button type="submit" className="coupon-box__apply" disabled={disabled}>
          {applyLabel}
        </button>
      ) : null}
    </form>
  );
}
