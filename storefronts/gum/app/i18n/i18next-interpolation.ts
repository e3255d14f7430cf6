import type {InterpolationOptions} from 'i18next';
import {formatCount} from '@shared/money/format';

/**
 * i18next interpolation for the gum store: values are inserted as they are (React escapes), and
 * counts (`{{count}}`, or any `{{value, number}}`) are written the Indian way, 1,00,000 — in Hindi
 * too, with Latin digits as prices are (decision 17).
 */
export const interpolation: InterpolationOptions = {
  escapeValue: false,
  alwaysFormat: true,
  format(value, format, _language, options) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return value;
    return format === 'number' || options?.interpolationkey === 'count'
      ? formatCount(value)
      : value;
  },
};
