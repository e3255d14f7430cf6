/**
 * Indian mobile numbers: 10 digits starting 6–9, optionally written with +91 / 91 / 0 in front and
 * spaces, dashes or brackets in between. Normalised to E.164 (`+919876543210`).
 */
export function normalizeIndianMobile(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const compact = input.trim().replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? `+91${match[1]}` : null;
}

/** `+91 98765 43210` → `+91 ••••• •3210`, for logs and the widget's confirmation line. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)} ••••• •${phone.slice(-4)}`;
}
