/**
 * The phone masks of seed 000 §5 and `applyMask`, the formatter of every mask (./masks.ts
 * holds the rest and re-exports these). A module of their own: the site's header shows the
 * helpline through them (src/format/phone.ts), and the other masks are the forms' (issue 40).
 * Tokens: '9' a digit, 'a' a letter, '*' a letter or digit; anything else is a literal.
 */
import { phoneDigits } from './phone';

/** The phone masks by city-code length; '8800' is the 8 (800) number (seed 000 §9). */
export const phoneMasks = {
  3: '+7 (999) 999-99-99',
  4: '+7 (9999) 99-99-99',
  5: '+7 (99999) 9-99-99',
  8800: '8 (800) 999-99-99',
} as const;

export type PhoneMaskVariant = keyof typeof phoneMasks;

const tokens: Record<string, RegExp> = { '9': /\d/, a: /\p{L}/u, '*': /[\p{L}\d]/u };

function fits(ch: string, mask: string): boolean {
  return Array.from(mask).some((m) => tokens[m]?.test(ch));
}

/**
 * Fills the mask's slots with the raw value's fitting characters in order, inserting the
 * literals, and stops at the first unfilled slot. A raw value that is already masked comes
 * out the same. Literal characters that a slot could take (the '7' of '+7') are only skipped
 * when the raw value has more such characters than the mask has slots ('79123456789').
 */
export function applyMask(mask: string, raw: string): string {
  const slots = Array.from(mask).filter((m) => m in tokens).length;
  let chars = Array.from(raw).filter((ch) => fits(ch, mask));
  const prefix = Array.from(mask.slice(0, mask.search(/[9a*]/)));
  const prefixChars = prefix.filter((ch) => fits(ch, mask));
  if (chars.length > slots && prefixChars.every((ch, i) => chars[i] === ch)) {
    chars = chars.slice(prefixChars.length);
  }
  let out = '';
  let i = 0;
  for (const m of mask) {
    const token = tokens[m];
    if (!token) {
      if (i >= chars.length) break;
      out += m;
      continue;
    }
    while (i < chars.length && !token.test(chars[i] ?? '')) i++;
    if (i >= chars.length) break;
    out += chars[i++];
  }
  return out;
}

/**
 * A phone in one of the masks: 8 and 7 are the same country prefix (seed 000 §5), and the
 * 8 (800) mask already holds '800'.
 */
export function maskPhone(raw: string, variant: PhoneMaskVariant = 3): string {
  let digits = phoneDigits(raw);
  if (digits.length === 11 && /^[78]/.test(digits)) digits = digits.slice(1);
  if (variant === 8800 && digits.startsWith('800')) digits = digits.slice(3);
  return applyMask(phoneMasks[variant], digits);
}
