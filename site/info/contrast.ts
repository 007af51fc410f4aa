/**
 * WCAG 2.1 contrast of two CSS colours (#rgb, #rrggbb, rgb()/rgba()), for the /storybook
 * gallery's swatches and the tokens' own test.
 */
type Rgb = readonly [number, number, number];

export function parseColour(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const h = hex[1]!;
    const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(text);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  if (text === 'white') return [255, 255, 255];
  if (text === 'black') return [0, 0, 0];
  return null;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The ratio (1…21), or null when either colour cannot be read. */
export function contrastRatio(a: string, b: string): number | null {
  const x = parseColour(a);
  const y = parseColour(b);
  if (!x || !y) return null;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** 'AA' from 4.5:1 (body text), 'AA крупный' from 3:1 (large text), else decoration only. */
export function wcagLevel(ratio: number): 'AAA' | 'AA' | 'AA крупный' | null {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA крупный';
  return null;
}
