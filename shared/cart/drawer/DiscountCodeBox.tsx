import {useId, useState, type FormEvent, type ReactNode} from 'react';
import {CartForm} from '@shopify/hydrogen';
import {CartActionForm, type CartFormTarget} from './cart-forms';

/**
 * What a store's discount-code hook gives the box (grooming: the provider's coupon check; gum: the
 * Storefront API's answer, payment codes and the free gift). The rules are the store's; the box only
 * shows the code on the cart, the store's word on it, and the field (decision 85).
 */
export interface DiscountCodeState {
  /** The code on the cart, or null (the field shows). `applied`: the cart's totals carry it. */
  current: {code: string; applied: boolean} | null;
  /** The store's word on the code; `pending` when it does not (yet) take money off. */
  status: {text: ReactNode; tone: 'ok' | 'pending'} | null;
  /** Resolves true when the code was taken (the field then empties). */
  apply(code: string): Promise<boolean>;
  remove(): void;
}

export interface DiscountCodeLabels {
  /** The field's label and placeholder. */
  field: string;
  apply: string;
  remove: string;
  /** The row of an applied code (e.g. 'Code FLAT100 applied', with the saving). */
  applied(code: string): ReactNode;
}

/**
 * The discount-code box of both drawers: the code on the cart with Remove, else the field; then the
 * store's status line. Test ids: discount-code, discount-code-applied (or -pending), discount-code-status.
 */
export function DiscountCodeBox({
  state,
  labels,
  disabled,
  className,
  form,
}: {
  state: DiscountCodeState;
  labels: DiscountCodeLabels;
  disabled?: boolean;
  className?: string;
  /** A cart page's: apply and remove are also forms to the store's /cart, for use before hydration (issue 34). */
  form?: CartFormTarget;
}) {
  const {current, status} = state;
  return (
    <div
      className={`discount-code${className ? ` ${className}` : ''}`}
      data-testid="discount-code"
    >
      {current ? (
        <div
          className={`discount-code__current${current.applied ? ' discount-code__current--applied' : ''}`}
          data-testid={
            current.applied ? 'discount-code-applied' : 'discount-code-pending'
          }
        >
          <p>
            {current.applied ? (
              labels.applied(current.code.toUpperCase())
            ) : (
              <strong>{current.code.toUpperCase()}</strong>
            )}
          </p>
          {form ? (
            <CartActionForm
              target={form}
              cartAction={CartForm.ACTIONS.DiscountCodesUpdate}
              inputs={{discountCodes: []}}
              onSubmit={() => state.remove()}
            >
              <button type="submit" disabled={disabled}>
                {labels.remove}
              </button>
            </CartActionForm>
          ) : (
            <button
              type="button"
              onClick={() => state.remove()}
              disabled={disabled}
            >
              {labels.remove}
            </button>
          )}
        </div>
      ) : (
        <CodeField
          onApply={state.apply}
          form={form}
          disabled={disabled}
          label={labels.field}
          applyLabel={labels.apply}
        />
      )}
      {status ? (
        <p
          className={`discount-code__status discount-code__status--${status.tone}`}
          role="status"
          data-testid="discount-code-status"
        >
          {status.text}
        </p>
      ) : null}
    </div>
  );
}

/** The code field: the Apply button appears only with text; Enter applies (also in grooming's offers panel). */
export function CodeField({
  onApply,
  disabled,
  label,
  applyLabel,
  form,
}: {
  onApply(code: string): Promise<boolean>;
  /** Posts the code to the store's /cart when the page's scripts have not run (issue 34). */
  form?: CartFormTarget;
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
    <form
      className="discount-code__field"
      onSubmit={submit}
      method={form ? 'post' : undefined}
      action={form?.action}
    >
      {form ? (
        <>
          <input
            type="hidden"
            name={CartForm.INPUT_NAME}
            value={JSON.stringify({
              action: CartForm.ACTIONS.DiscountCodesUpdate,
              inputs: {},
            })}
          />
          {form.redirectTo ? (
            <input type="hidden" name="redirectTo" value={form.redirectTo} />
          ) : null}
        </>
      ) : null}
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
        name={form ? 'discountCode' : undefined}
        onChange={(event) => setCode(event.target.value)}
        disabled={disabled}
      />
      {/* Before hydration there is no text to wait for: the page's form shows Apply from the start. */}
      {code.trim() || form ? (
        <button
          type="submit"
          className="discount-code__apply"
          disabled={disabled}
        >
          {applyLabel}
        </button>
      ) : null}
    </form>
  );
}
