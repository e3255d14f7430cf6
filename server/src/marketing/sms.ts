/**
 * One SMS (decision 107): 160 characters when every character is in the GSM 03.38 alphabet (the
 * extension table's characters count two), else 70 in UCS-2 (Hindi). Alerts are fitted to one message.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

/** Characters counted as one SMS sends them: GSM-7 septets, or UTF-16 code units in UCS-2. */
export function smsUnits(text: string): {gsm: boolean; length: number} {
  let length = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) length += 1;
    else if (GSM_EXTENSION.includes(char)) length += 2;
    else return {gsm: false, length: text.length};
  }
  return {gsm: true, length};
}

/** Whether `text` fits one SMS. */
export function fitsOneSms(text: string): boolean {
  const {gsm, length} = smsUnits(text);
  return length <= (gsm ? 160 : 70);
}

/** English text in the GSM alphabet: dashes, quotes and ellipses as their ASCII look-alikes. */
export function toGsm(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/\u20B9/g, 'Rs.')
    .replace(/\u00D7/g, 'x');
}

/**
 * `make(name)` with the longest start of `name` that keeps the message in one SMS ('…' marks a cut;
 * '...' in GSM text). Without room for a name at all, the message without it.
 */
export function fitName(name: string, make: (name: string) => string): string {
  if (fitsOneSms(make(name))) return make(name);
  const chars = [...name];
  for (let n = chars.length - 1; n > 0; n--) {
    const cut = chars.slice(0, n).join('').trimEnd();
    const withMark = make(`${cut}…`);
    if (fitsOneSms(withMark)) return withMark;
    const ascii = make(`${cut}...`);
    if (smsUnits(ascii).gsm && fitsOneSms(ascii)) return ascii;
  }
  return make('');
}
