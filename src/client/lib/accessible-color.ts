/**
 * Domain colours are data (the domains table: an HSL triple such as "217 91% 55%", chosen by an
 * administrator) and are used as accents. Text in such a colour, or white text on it, must still
 * reach WCAG AA contrast (4.5:1): these helpers keep the hue and saturation and move only the
 * lightness — darker for text on a light page and for fills under white text, lighter for text on
 * a dark page — as little as needed.
 */
export interface Hsl { h: number; s: number; l: number }
type Rgb = [number, number, number];

/** The page backgrounds of styles.css (--background): white, and 222 40% 8% in dark mode. */
const PAGE = { light: { h: 0, s: 0, l: 100 }, dark: { h: 222, s: 40, l: 8 } } as const;
const WHITE: Rgb = [1, 1, 1];
/** A little above 4.5:1, so rounding of the shown colour never drops below it. */
const TARGET = 4.7;

export function parseHsl(triple: string): Hsl | null {
  const m = /^\s*(-?\d+(?:\.\d+)?)(?:deg)?\s+(\d+(?:\.\d+)?)%\s+(\d+(?:\.\d+)?)%\s*$/.exec(triple);
  if (!m) return null;
  return { h: ((Number(m[1]) % 360) + 360) % 360, s: Math.min(100, Number(m[2])), l: Math.min(100, Number(m[3])) };
}

export const formatHsl = ({ h, s, l }: Hsl) => `${round(h)} ${round(s)}% ${round(l)}%`;
const round = (n: number) => Math.round(n * 10) / 10;

function toRgb({ h, s, l }: Hsl): Rgb {
  const sat = s / 100, light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

/** `over` laid over `under` at `alpha` (what hsl(c / 0.08) on the page shows). */
function mix(over: Rgb, under: Rgb, alpha: number): Rgb {
  return [0, 1, 2].map((i) => over[i]! * alpha + under[i]! * (1 - alpha)) as Rgb;
}

/** The lightness closest to the colour's own at which `ok` holds, searching one way. */
function adjust(c: Hsl, darker: boolean, ok: (rgb: Rgb) => boolean): Hsl {
  for (let l = c.l; darker ? l >= 0 : l <= 100; l += darker ? -0.5 : 0.5) {
    const next = { ...c, l };
    if (ok(toRgb(next))) return next;
  }
  return { ...c, l: darker ? 0 : 100 };
}

/**
 * The colour for text in a domain colour on the page (optionally on a `tint` of the colour itself,
 * e.g. 0.08 for the active domain tab), as an HSL triple.
 */
export function readableText(triple: string, dark: boolean, tint = 0): string {
  const c = parseHsl(triple);
  if (!c) return triple;
  const page = toRgb(dark ? PAGE.dark : PAGE.light);
  const bg = tint > 0 ? mix(toRgb(c), page, tint) : page;
  return formatHsl(adjust(c, !dark, (rgb) => contrast(rgb, bg) >= TARGET));
}

/** The fill for white text in a domain colour (the selected collection, a chosen filter), as an HSL triple. */
export function fillUnderWhite(triple: string): string {
  const c = parseHsl(triple);
  if (!c) return triple;
  return formatHsl(adjust(c, true, (rgb) => contrast(rgb, WHITE) >= TARGET));
}
