/**
 * Whether the device may have no Devanagari font, and so gets the store's face (decision 154): a Linux
 * desktop, by the platform client hint when the browser sends one and by the User-Agent (an Android or
 * ChromeOS one says Linux too). Phones, Windows, macOS and ChromeOS have one. Kept apart from
 * devanagari-face.ts, which carries the face itself.
 */
export function deviceMayLackDevanagari(request: Request): boolean {
  const hint = request.headers.get('sec-ch-ua-platform')?.replace(/"/g, '');
  const agent = request.headers.get('user-agent') ?? '';
  return (
    (!hint || hint === 'Linux') &&
    /\bLinux\b/.test(agent) &&
    !/Android|CrOS/.test(agent)
  );
}
