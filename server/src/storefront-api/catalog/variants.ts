/** Variant selection by options: tuples, selectedOptions matching, adjacency, encodings. */
import type {VariantRow} from '../../data/catalog.ts';
import {encodeVariantTuples} from '../variant-encoding.ts';
import type {Loader, OptionModel} from './loader.ts';

export interface SelectedOptionInput {
  name: string;
  value: string;
}

/** Option value indices of a variant, in option order (-1 where the variant lacks the option). */
export function tupleOf(options: OptionModel[], variant: VariantRow): number[] {
  return options.map((option) => {
    const selected = variant.selectedOptions.find(
      (s) => s.name === option.baseName,
    );
    if (!selected && options.length === 1 && option.values.length === 1)
      return 0; // Default Title
    return selected
      ? option.values.findIndex((v) => v.baseName === selected.value)
      : -1;
  });
}

/**
 * Turns selectedOptions into constraints optionIndex → valueIndex. Null when the input cannot match
 * any variant (an unknown value, or an unknown option with ignoreUnknownOptions false).
 */
export function constraintsOf(
  options: OptionModel[],
  input: readonly SelectedOptionInput[] | null | undefined,
  ignoreUnknownOptions: boolean,
  caseInsensitiveMatch: boolean,
): Map<number, number> | null {
  const same = (a: string, b: string) =>
    caseInsensitiveMatch ? a.toLowerCase() === b.toLowerCase() : a === b;
  // A name or value matches in the request's locale, the stored one or another locale of the shop,
  // so a URL with options chosen in English still selects the variant on the Hindi page and back.
  const names = (x: {name: string; baseName: string; aliases?: string[]}) => [
    x.name,
    x.baseName,
    ...(x.aliases ?? []),
  ];
  const constraints = new Map<number, number>();
  for (const selected of input ?? []) {
    const optionIndex = options.findIndex((o) =>
      names(o).some((n) => same(n, selected.name)),
    );
    if (optionIndex === -1) {
      if (ignoreUnknownOptions) continue;
      return null;
    }
    const valueIndex = options[optionIndex].values.findIndex((v) =>
      names(v).some((n) => same(n, selected.value)),
    );
    if (valueIndex === -1) return null;
    constraints.set(optionIndex, valueIndex);
  }
  return constraints;
}

function matching(
  l: Loader,
  productId: number,
  constraints: Map<number, number>,
): VariantRow[] {
  const options = l.options(productId);
  return l.variants(productId).filter((v) => {
    const tuple = tupleOf(options, v);
    for (const [optionIndex, valueIndex] of constraints)
      if (tuple[optionIndex] !== valueIndex) return false;
    return true;
  });
}

/** Shopify's selectedOrFirstAvailableVariant. */
export function selectedOrFirstAvailable(
  l: Loader,
  productId: number,
  input: readonly SelectedOptionInput[] | null | undefined,
  ignoreUnknownOptions: boolean,
  caseInsensitiveMatch: boolean,
): VariantRow | null {
  const variants = l.variants(productId);
  if (!variants.length) return null;
  const options = l.options(productId);
  const constraints = constraintsOf(
    options,
    input,
    ignoreUnknownOptions,
    caseInsensitiveMatch,
  );
  if (constraints) {
    const candidates = matching(l, productId, constraints);
    if (candidates.length) {
      // A full selection names one variant, sold out or not; a partial one prefers what can be bought.
      if (constraints.size === options.length) return candidates[0];
      return candidates.find((v) => v.availableForSale) ?? candidates[0];
    }
  }
  return variants.find((v) => v.availableForSale) ?? variants[0];
}

/** Shopify's variantBySelectedOptions: the variant with exactly these options, or null. */
export function variantBySelectedOptions(
  l: Loader,
  productId: number,
  input: readonly SelectedOptionInput[],
  ignoreUnknownOptions: boolean,
  caseInsensitiveMatch: boolean,
): VariantRow | null {
  const constraints = constraintsOf(
    l.options(productId),
    input,
    ignoreUnknownOptions,
    caseInsensitiveMatch,
  );
  if (!constraints || !constraints.size) return null;
  return matching(l, productId, constraints)[0] ?? null;
}

/** Variants that differ from the selected (or first available) variant in exactly one option. */
export function adjacentVariants(
  l: Loader,
  productId: number,
  input: readonly SelectedOptionInput[] | null | undefined,
  ignoreUnknownOptions: boolean,
  caseInsensitiveMatch: boolean,
): VariantRow[] {
  const selected = selectedOrFirstAvailable(
    l,
    productId,
    input,
    ignoreUnknownOptions,
    caseInsensitiveMatch,
  );
  if (!selected) return [];
  const options = l.options(productId);
  const base = tupleOf(options, selected);
  return l.variants(productId).filter((v) => {
    if (v.id === selected.id) return false;
    const tuple = tupleOf(options, v);
    let differences = 0;
    for (let i = 0; i < tuple.length; i++)
      if (tuple[i] !== base[i]) differences++;
    return differences === 1;
  });
}

/** The variant with this option value and the lowest-position values of the other options. */
export function firstSelectableVariant(
  l: Loader,
  productId: number,
  optionIndex: number,
  valueIndex: number,
): VariantRow | null {
  const options = l.options(productId);
  const candidates = l
    .variants(productId)
    .map((v) => ({v, tuple: tupleOf(options, v)}))
    .filter((c) => c.tuple[optionIndex] === valueIndex)
    .sort((a, b) => {
      for (let i = 0; i < a.tuple.length; i++)
        if (a.tuple[i] !== b.tuple[i]) return a.tuple[i] - b.tuple[i];
      return a.v.position - b.v.position;
    });
  return (
    (candidates.find((c) => c.v.availableForSale) ?? candidates[0])?.v ?? null
  );
}

export function encodedVariants(
  l: Loader,
  productId: number,
  onlyAvailable: boolean,
): string {
  const options = l.options(productId);
  const tuples = l
    .variants(productId)
    .filter((v) => !onlyAvailable || v.availableForSale)
    .map((v) => tupleOf(options, v))
    .filter((t) => t.every((i) => i >= 0));
  return encodeVariantTuples(tuples);
}
