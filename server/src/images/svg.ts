/**
 * Builds a flat "product shot" SVG from an image recipe: a gradient backdrop, a soft floor shadow,
 * a simple silhouette for the product kind and the product's short name.
 */
import type {ImageKind, ImageRecipe} from './recipe.ts';

const FONT = "'DejaVu Sans', 'Noto Sans', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Font size that fits `text` into `maxWidth` (DejaVu Sans Bold averages ~0.64 em per character). */
function fitFont(
  text: string,
  maxWidth: number,
  base: number,
  bold = true,
): number {
  const perChar = bold ? 0.64 : 0.56;
  return Math.max(
    10,
    Math.min(base, maxWidth / Math.max(1, text.length * perChar)),
  );
}

function text(
  value: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  opts: {
    weight?: number;
    anchor?: 'start' | 'middle' | 'end';
    spacing?: number;
    opacity?: number;
  } = {},
): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size.toFixed(1)}" font-weight="${opts.weight ?? 700}" fill="${fill}" text-anchor="${opts.anchor ?? 'middle'}"${opts.spacing ? ` letter-spacing="${opts.spacing}"` : ''}${opts.opacity !== undefined ? ` opacity="${opts.opacity}"` : ''}>${escapeXml(value)}</text>`;
}

/** Greedy word wrap into lines of at most `max` characters (longer words stay whole). */
function wrap(value: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** Relative luminance, to pick readable text colours. */
function isDark(hex: string): boolean {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return false;
  const n = parseInt(m[1], 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 140;
}

function ink(bg: string): string {
  return isDark(bg) ? '#ffffff' : '#1d232a';
}

interface Shape {
  /** Natural size of the silhouette's box (units). */
  w: number;
  h: number;
  /** SVG drawn inside 0..w × 0..h. */
  svg: string;
}

/** Vertical sheen over a shape: light on the left, darker on the right. */
const SHEEN = 'url(#sheen)';

function shape(kind: ImageKind, r: ImageRecipe): Shape {
  const body = r.body;
  const accent = r.accent;
  const onBody = ink(body);
  const label = r.label;
  switch (kind) {
    case 'razor': {
      return {
        w: 240,
        h: 600,
        svg:
          // head
          `<rect x="10" y="20" width="220" height="86" rx="26" fill="${body}"/>` +
          `<rect x="10" y="20" width="220" height="86" rx="26" fill="${SHEEN}"/>` +
          `<rect x="28" y="38" width="184" height="50" rx="12" fill="#dfe5ea"/>` +
          [0, 1, 2, 3, 4]
            .map(
              (i) =>
                `<rect x="34" y="${44 + i * 9}" width="172" height="3.5" fill="#8d99a4"/>`,
            )
            .join('') +
          `<rect x="28" y="38" width="184" height="10" rx="5" fill="${accent}" opacity="0.9"/>` +
          // neck
          `<path d="M100 106 L140 106 L134 170 L106 170 Z" fill="${body}"/>` +
          // handle
          `<path d="M104 168 C 90 260, 82 420, 92 560 C 94 586, 146 586, 148 560 C 158 420, 150 260, 136 168 Z" fill="${body}"/>` +
          `<path d="M104 168 C 90 260, 82 420, 92 560 C 94 586, 146 586, 148 560 C 158 420, 150 260, 136 168 Z" fill="${SHEEN}"/>` +
          `<rect x="108" y="300" width="24" height="150" rx="12" fill="${accent}" opacity="0.85"/>` +
          [0, 1, 2, 3, 4, 5]
            .map(
              (i) =>
                `<rect x="112" y="${312 + i * 22}" width="16" height="6" rx="3" fill="${body}" opacity="0.5"/>`,
            )
            .join(''),
      };
    }
    case 'cartridge': {
      const heads = [0, 1, 2, 3]
        .map((i) => {
          const x = 40 + (i % 2) * 120;
          const y = 150 + Math.floor(i / 2) * 120;
          return (
            `<rect x="${x}" y="${y}" width="100" height="70" rx="16" fill="${body}"/>` +
            `<rect x="${x + 10}" y="${y + 14}" width="80" height="40" rx="6" fill="#dfe5ea"/>` +
            [0, 1, 2, 3]
              .map(
                (j) =>
                  `<rect x="${x + 14}" y="${y + 20 + j * 8}" width="72" height="3" fill="#8d99a4"/>`,
              )
              .join('') +
            `<rect x="${x + 10}" y="${y + 14}" width="80" height="7" rx="3" fill="${accent}"/>`
          );
        })
        .join('');
      return {
        w: 300,
        h: 440,
        svg:
          `<rect x="0" y="0" width="300" height="440" rx="26" fill="${body}"/>` +
          `<circle cx="150" cy="32" r="12" fill="#000" opacity="0.25"/>` +
          `<rect x="20" y="120" width="260" height="280" rx="22" fill="#ffffff" opacity="0.9"/>` +
          heads +
          text(label, 150, 92, fitFont(label, 250, 30), onBody),
      };
    }
    case 'trimmer': {
      return {
        w: 200,
        h: 600,
        svg:
          // comb head
          `<rect x="30" y="10" width="140" height="80" rx="14" fill="${accent}"/>` +
          Array.from(
            {length: 11},
            (_, i) =>
              `<rect x="${38 + i * 12.4}" y="0" width="6" height="30" rx="3" fill="${accent}"/>`,
          ).join('') +
          `<rect x="36" y="40" width="128" height="14" rx="4" fill="#cfd6dc"/>` +
          // body
          `<path d="M30 80 L170 80 C 196 200, 190 470, 160 560 C 150 596, 50 596, 40 560 C 10 470, 4 200, 30 80 Z" fill="${body}"/>` +
          `<path d="M30 80 L170 80 C 196 200, 190 470, 160 560 C 150 596, 50 596, 40 560 C 10 470, 4 200, 30 80 Z" fill="${SHEEN}"/>` +
          `<circle cx="100" cy="260" r="30" fill="${accent}"/>` +
          `<circle cx="100" cy="260" r="20" fill="${body}"/>` +
          `<path d="M100 246 L100 262 M90 252 A14 14 0 1 0 110 252" stroke="${accent}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
          [0, 1, 2, 3]
            .map(
              (i) =>
                `<circle cx="${76 + i * 16}" cy="320" r="4.5" fill="${accent}" opacity="${i < 3 ? 1 : 0.3}"/>`,
            )
            .join('') +
          Array.from(
            {length: 7},
            (_, i) =>
              `<rect x="62" y="${400 + i * 18}" width="76" height="6" rx="3" fill="#000" opacity="0.25"/>`,
          ).join(''),
      };
    }
    case 'bottle': {
      return {
        w: 300,
        h: 470,
        svg:
          `<rect x="105" y="0" width="90" height="86" rx="10" fill="${accent}"/>` +
          `<rect x="105" y="0" width="90" height="86" rx="10" fill="${SHEEN}"/>` +
          `<rect x="122" y="86" width="56" height="34" fill="#b8bec4"/>` +
          `<rect x="10" y="118" width="280" height="350" rx="40" fill="${body}"/>` +
          `<rect x="10" y="118" width="280" height="350" rx="40" fill="${SHEEN}"/>` +
          `<rect x="28" y="136" width="30" height="300" rx="15" fill="#ffffff" opacity="0.18"/>` +
          `<rect x="55" y="250" width="190" height="120" rx="8" fill="${accent}" opacity="0.95"/>` +
          text(label, 150, 305, fitFont(label, 170, 30), ink(accent)) +
          text(
            r.sublabel ?? 'EAU DE PARFUM',
            150,
            340,
            fitFont(r.sublabel ?? 'EAU DE PARFUM', 170, 15, false),
            ink(accent),
            {weight: 400, spacing: 1},
          ),
      };
    }
    case 'spray': {
      return {
        w: 200,
        h: 600,
        svg:
          `<path d="M40 40 C 40 0, 160 0, 160 40 L160 110 L40 110 Z" fill="${accent}"/>` +
          `<path d="M40 40 C 40 0, 160 0, 160 40 L160 110 L40 110 Z" fill="${SHEEN}"/>` +
          `<rect x="26" y="104" width="148" height="24" rx="8" fill="#c5ccd3"/>` +
          `<rect x="20" y="122" width="160" height="470" rx="22" fill="${body}"/>` +
          `<rect x="20" y="122" width="160" height="470" rx="22" fill="${SHEEN}"/>` +
          `<rect x="20" y="280" width="160" height="150" fill="${accent}" opacity="0.92"/>` +
          text(label, 100, 345, fitFont(label, 145, 26), ink(accent)) +
          (r.sublabel
            ? text(
                r.sublabel,
                100,
                378,
                fitFont(r.sublabel, 145, 14, false),
                ink(accent),
                {weight: 400},
              )
            : '') +
          `<rect x="20" y="572" width="160" height="20" rx="8" fill="#c5ccd3"/>`,
      };
    }
    case 'tube': {
      return {
        w: 240,
        h: 600,
        svg:
          `<rect x="10" y="0" width="220" height="28" rx="4" fill="${body}"/>` +
          Array.from(
            {length: 12},
            (_, i) =>
              `<rect x="${16 + i * 18}" y="4" width="6" height="20" fill="#000" opacity="0.18"/>`,
          ).join('') +
          `<path d="M12 26 L228 26 L190 500 L50 500 Z" fill="${body}"/>` +
          `<path d="M12 26 L228 26 L190 500 L50 500 Z" fill="${SHEEN}"/>` +
          `<path d="M40 160 L200 160 L186 330 L54 330 Z" fill="${accent}" opacity="0.92"/>` +
          text(label, 120, 235, fitFont(label, 135, 26), ink(accent)) +
          (r.sublabel
            ? text(
                r.sublabel,
                120,
                270,
                fitFont(r.sublabel, 130, 14, false),
                ink(accent),
                {weight: 400},
              )
            : '') +
          `<rect x="56" y="498" width="128" height="100" rx="14" fill="${accent}"/>` +
          `<rect x="56" y="498" width="128" height="100" rx="14" fill="${SHEEN}"/>`,
      };
    }
    case 'jar': {
      return {
        w: 320,
        h: 300,
        svg:
          `<rect x="0" y="0" width="320" height="86" rx="18" fill="${accent}"/>` +
          `<rect x="0" y="0" width="320" height="86" rx="18" fill="${SHEEN}"/>` +
          Array.from(
            {length: 20},
            (_, i) =>
              `<rect x="${12 + i * 15.2}" y="10" width="5" height="66" fill="#000" opacity="0.08"/>`,
          ).join('') +
          `<rect x="14" y="80" width="292" height="218" rx="30" fill="${body}"/>` +
          `<rect x="14" y="80" width="292" height="218" rx="30" fill="${SHEEN}"/>` +
          `<rect x="14" y="140" width="292" height="100" fill="${accent}" opacity="0.9"/>` +
          text(label, 160, 196, fitFont(label, 260, 30), ink(accent)) +
          (r.sublabel
            ? text(
                r.sublabel,
                160,
                226,
                fitFont(r.sublabel, 240, 15, false),
                ink(accent),
                {weight: 400},
              )
            : ''),
      };
    }
    case 'pump': {
      return {
        w: 220,
        h: 600,
        svg:
          `<rect x="92" y="40" width="36" height="90" fill="${accent}"/>` +
          `<path d="M70 24 L180 24 C 196 24, 200 40, 190 46 L128 46 L128 60 L70 60 Z" fill="${accent}"/>` +
          `<rect x="70" y="120" width="80" height="40" rx="6" fill="${accent}"/>` +
          `<rect x="20" y="156" width="180" height="440" rx="40" fill="${body}"/>` +
          `<rect x="20" y="156" width="180" height="440" rx="40" fill="${SHEEN}"/>` +
          `<rect x="34" y="300" width="152" height="160" rx="10" fill="${accent}" opacity="0.92"/>` +
          text(label, 110, 372, fitFont(label, 140, 26), ink(accent)) +
          (r.sublabel
            ? text(
                r.sublabel,
                110,
                404,
                fitFont(r.sublabel, 140, 14, false),
                ink(accent),
                {weight: 400},
              )
            : ''),
      };
    }
    case 'dropper': {
      return {
        w: 200,
        h: 460,
        svg:
          `<path d="M72 110 L72 40 C 72 -6, 128 -6, 128 40 L128 110 Z" fill="#1f1f1f"/>` +
          `<rect x="56" y="100" width="88" height="70" rx="8" fill="${accent}"/>` +
          `<rect x="56" y="100" width="88" height="70" rx="8" fill="${SHEEN}"/>` +
          `<rect x="10" y="166" width="180" height="292" rx="36" fill="${body}"/>` +
          `<rect x="10" y="166" width="180" height="292" rx="36" fill="${SHEEN}"/>` +
          `<rect x="24" y="250" width="152" height="130" rx="8" fill="${accent}" opacity="0.95"/>` +
          text(label, 100, 312, fitFont(label, 140, 24), ink(accent)) +
          (r.sublabel
            ? text(
                r.sublabel,
                100,
                342,
                fitFont(r.sublabel, 140, 14, false),
                ink(accent),
                {weight: 400},
              )
            : ''),
      };
    }
    case 'stick': {
      return {
        w: 150,
        h: 520,
        svg:
          `<rect x="10" y="0" width="130" height="150" rx="30" fill="${accent}"/>` +
          `<rect x="10" y="0" width="130" height="150" rx="30" fill="${SHEEN}"/>` +
          `<rect x="6" y="140" width="138" height="378" rx="26" fill="${body}"/>` +
          `<rect x="6" y="140" width="138" height="378" rx="26" fill="${SHEEN}"/>` +
          `<g transform="rotate(-90 75 330)">${text(label, 75, 340, fitFont(label, 300, 30), onBody)}</g>`,
      };
    }
    case 'comb': {
      return {
        w: 420,
        h: 170,
        svg:
          `<rect x="0" y="0" width="420" height="64" rx="20" fill="${body}"/>` +
          `<rect x="0" y="0" width="420" height="64" rx="20" fill="${SHEEN}"/>` +
          Array.from(
            {length: 30},
            (_, i) =>
              `<rect x="${16 + i * 13}" y="50" width="7" height="${i % 2 ? 96 : 110}" rx="3.5" fill="${body}"/>`,
          ).join('') +
          text(label, 210, 42, fitFont(label, 300, 24), ink(body), {
            spacing: 2,
          }),
      };
    }
    case 'kit': {
      return {
        w: 440,
        h: 400,
        svg:
          `<rect x="10" y="110" width="420" height="290" rx="14" fill="${body}"/>` +
          `<rect x="10" y="110" width="420" height="290" rx="14" fill="${SHEEN}"/>` +
          `<rect x="0" y="80" width="440" height="70" rx="12" fill="${body}"/>` +
          `<rect x="0" y="80" width="440" height="70" rx="12" fill="#ffffff" opacity="0.1"/>` +
          `<rect x="196" y="80" width="48" height="320" fill="${accent}"/>` +
          `<rect x="0" y="100" width="440" height="30" fill="${accent}" opacity="0"/>` +
          `<path d="M220 82 C 160 10, 110 40, 150 82 Z" fill="${accent}"/>` +
          `<path d="M220 82 C 280 10, 330 40, 290 82 Z" fill="${accent}"/>` +
          `<circle cx="220" cy="82" r="18" fill="${accent}"/>` +
          `<rect x="40" y="220" width="130" height="110" rx="8" fill="#ffffff" opacity="0.95"/>` +
          text(label, 105, 272, fitFont(label, 118, 20), '#1d232a') +
          (r.sublabel
            ? text(
                r.sublabel,
                105,
                300,
                fitFont(r.sublabel, 118, 12, false),
                '#1d232a',
                {weight: 400},
              )
            : ''),
      };
    }
    case 'gumpack': {
      const pellets = Array.from({length: 10}, (_, i) => {
        const x = 58 + (i % 2) * 96;
        const y = 200 + Math.floor(i / 2) * 50;
        return `<rect x="${x}" y="${y}" width="82" height="38" rx="17" fill="#ffffff"/><rect x="${x + 8}" y="${y + 5}" width="40" height="9" rx="4.5" fill="#ffffff" opacity="0.9"/><rect x="${x}" y="${y + 24}" width="82" height="14" rx="7" fill="#000" opacity="0.06"/>`;
      }).join('');
      return {
        w: 300,
        h: 480,
        svg:
          `<rect x="0" y="0" width="300" height="480" rx="28" fill="${body}"/>` +
          `<rect x="0" y="0" width="300" height="480" rx="28" fill="${SHEEN}"/>` +
          text('QUITPOP', 150, 58, 30, ink(body), {spacing: 4}) +
          text(label, 150, 110, fitFont(label, 250, 34), ink(body)) +
          text(
            r.sublabel ?? 'NICOTINE GUM 2mg',
            150,
            146,
            fitFont(r.sublabel ?? 'NICOTINE GUM 2mg', 250, 17, false),
            ink(body),
            {weight: 400, opacity: 0.85},
          ) +
          `<rect x="40" y="184" width="220" height="264" rx="20" fill="${accent}" opacity="0.55"/>` +
          pellets +
          `<rect x="0" y="440" width="300" height="40" rx="0" fill="#000" opacity="0.12"/>` +
          text('SUGAR-FREE • 10 PIECES', 150, 467, 15, ink(body), {
            weight: 400,
            spacing: 1,
          }),
      };
    }
    case 'gumjar': {
      const gummies = Array.from(
        {length: 3},
        (_, i) =>
          `<circle cx="${100 + i * 50}" cy="390" r="18" fill="${body}" opacity="0.85"/>`,
      ).join('');
      return {
        w: 300,
        h: 480,
        svg:
          `<rect x="40" y="0" width="220" height="90" rx="16" fill="${accent}"/>` +
          `<rect x="40" y="0" width="220" height="90" rx="16" fill="${SHEEN}"/>` +
          Array.from(
            {length: 16},
            (_, i) =>
              `<rect x="${50 + i * 13}" y="10" width="5" height="70" fill="#000" opacity="0.07"/>`,
          ).join('') +
          `<rect x="10" y="84" width="280" height="394" rx="44" fill="${body}"/>` +
          `<rect x="10" y="84" width="280" height="394" rx="44" fill="${SHEEN}"/>` +
          `<rect x="30" y="170" width="240" height="250" rx="16" fill="#ffffff" opacity="0.95"/>` +
          text('QUITPOP', 150, 214, 22, body, {spacing: 3}) +
          text(label, 150, 268, fitFont(label, 210, 32), '#1d232a') +
          text(
            r.sublabel ?? 'GUMMIES',
            150,
            304,
            fitFont(r.sublabel ?? 'GUMMIES', 210, 16, false),
            '#1d232a',
            {weight: 400},
          ) +
          gummies,
      };
    }
    case 'logo':
    case 'banner':
      return {w: 1, h: 1, svg: ''};
  }
}

/** Lays the silhouette into the canvas according to the layout. */
export function buildSvg(
  recipe: ImageRecipe,
  canvasWidth: number,
  canvasHeight: number,
): string {
  const W = 1000;
  const H = Math.max(1, Math.round((1000 * canvasHeight) / canvasWidth));
  const [bg1, bg2] = recipe.bg;
  const textColour = ink(bg1);
  const defs =
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>` +
    `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="0.35" stop-color="#ffffff" stop-opacity="0.06"/><stop offset="0.7" stop-color="#000000" stop-opacity="0.05"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="${isDark(bg1) ? 0.18 : 0.55}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000000" stop-opacity="0.35"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>` +
    `</defs>`;
  let content = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;

  if (recipe.kind === 'logo') {
    const size = fitFont(recipe.label, W * 0.8, H * 0.42);
    content +=
      `<rect x="${W * 0.04}" y="${H * 0.08}" width="${W * 0.92}" height="${H * 0.84}" rx="${H * 0.14}" fill="none" stroke="${recipe.body}" stroke-width="${Math.max(4, H * 0.03)}" opacity="0.25"/>` +
      text(recipe.label, W / 2, H / 2 + size * 0.36, size, recipe.body, {
        spacing: 2,
      });
  } else if (recipe.kind === 'banner') {
    const lines = wrap(recipe.label, 22);
    const longest = Math.max(...lines.map((l) => l.length));
    const headline = fitFont(
      'x'.repeat(longest),
      W * 0.84,
      Math.min(96, (H * 0.5) / lines.length),
    );
    const top = H / 2 - ((lines.length - 1) * headline * 1.15) / 2;
    content +=
      `<circle cx="${W * 0.86}" cy="${H * 0.18}" r="${H * 0.42}" fill="${recipe.body}" opacity="0.10"/>` +
      `<circle cx="${W * 0.1}" cy="${H * 0.95}" r="${H * 0.35}" fill="${recipe.accent}" opacity="0.22"/>` +
      (recipe.brand
        ? text(
            recipe.brand,
            W * 0.08,
            H * 0.16,
            Math.min(30, H * 0.05),
            textColour,
            {anchor: 'start', spacing: 6, weight: 400, opacity: 0.75},
          )
        : '') +
      lines
        .map((line, i) =>
          text(
            line,
            W * 0.08,
            top + i * headline * 1.15 + headline * 0.35,
            headline,
            textColour,
            {anchor: 'start'},
          ),
        )
        .join('');
    const below = top + (lines.length - 1) * headline * 1.15 + headline * 0.35;
    const sub = Math.min(30, H * 0.05);
    content += `<rect x="${W * 0.08}" y="${below + headline * 0.45}" width="${W * 0.12}" height="${Math.max(4, H * 0.012)}" fill="${recipe.accent}"/>`;
    if (recipe.sublabel) {
      content += text(
        recipe.sublabel,
        W * 0.08,
        below + headline * 0.45 + sub * 2,
        sub,
        textColour,
        {anchor: 'start', weight: 400, spacing: 3, opacity: 0.8},
      );
    }
  } else {
    const s = shape(recipe.kind, recipe);
    const layout = recipe.layout ?? 'hero';
    // Box the product may occupy.
    let box = {x: W * 0.2, y: H * 0.12, w: W * 0.6, h: H * 0.62};
    let caption: {x: number; y: number; size: number} = {
      x: W / 2,
      y: H * 0.86,
      size: Math.min(52, H * 0.055),
    };
    if (layout === 'detail')
      box = {x: W * 0.05, y: H * 0.02, w: W * 0.9, h: H * 1.15};
    if (layout === 'lifestyle') {
      box = {x: W * 0.06, y: H * 0.16, w: W * 0.46, h: H * 0.62};
      caption = {x: W * 0.58, y: H * 0.44, size: Math.min(56, H * 0.06)};
    }
    const scale = Math.min(box.w / s.w, box.h / s.h);
    const pw = s.w * scale;
    const ph = s.h * scale;
    const px = box.x + (box.w - pw) / 2;
    const py = layout === 'detail' ? box.y : box.y + (box.h - ph);
    const floor = py + ph;

    if (layout === 'lifestyle') {
      content += `<rect x="0" y="${H * 0.78}" width="${W}" height="${H * 0.22}" fill="#000" opacity="0.08"/>`;
    }
    content += `<ellipse cx="${px + pw / 2}" cy="${py + ph * 0.45}" rx="${Math.max(pw, ph) * 0.62}" ry="${Math.max(pw, ph) * 0.58}" fill="url(#glow)"/>`;
    if (layout !== 'detail') {
      content += `<ellipse cx="${px + pw / 2}" cy="${floor + 4}" rx="${pw * 0.62}" ry="${Math.max(10, pw * 0.09)}" fill="url(#shadow)"/>`;
    }
    content += `<g transform="translate(${px.toFixed(2)} ${py.toFixed(2)}) scale(${scale.toFixed(4)})">${s.svg}</g>`;
    if (recipe.brand && layout !== 'detail') {
      content += text(
        recipe.brand,
        W * 0.06,
        H * 0.075,
        Math.min(26, H * 0.03),
        textColour,
        {anchor: 'start', spacing: 5, weight: 400, opacity: 0.7},
      );
    }
    if (layout === 'hero') {
      const size = fitFont(recipe.label, W * 0.8, caption.size);
      content += text(recipe.label, caption.x, caption.y, size, textColour);
      if (recipe.sublabel)
        content += text(
          recipe.sublabel,
          caption.x,
          caption.y + size * 0.95,
          size * 0.55,
          textColour,
          {weight: 400, opacity: 0.75},
        );
    } else if (layout === 'lifestyle') {
      const size = fitFont(recipe.label, W * 0.38, caption.size);
      content += text(recipe.label, caption.x, caption.y, size, textColour, {
        anchor: 'start',
      });
      if (recipe.sublabel)
        content += text(
          recipe.sublabel,
          caption.x,
          caption.y + size * 1.1,
          size * 0.55,
          textColour,
          {anchor: 'start', weight: 400, opacity: 0.8},
        );
      content += `<rect x="${caption.x}" y="${caption.y + size * 1.6}" width="${W * 0.1}" height="6" fill="${recipe.accent}"/>`;
    } else {
      // detail: a small tag in the corner
      const size = fitFont(recipe.label, W * 0.5, Math.min(34, H * 0.04));
      const tagW = Math.min(W * 0.56, recipe.label.length * size * 0.64 + 48);
      content += `<rect x="${W * 0.06}" y="${H * 0.88}" width="${tagW}" height="${size * 1.8}" rx="${size * 0.9}" fill="#ffffff" opacity="0.85"/>`;
      content += text(
        recipe.label,
        W * 0.06 + 24,
        H * 0.88 + size * 1.22,
        size,
        '#1d232a',
        {anchor: 'start'},
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}">${defs}${content}</svg>`;
}
