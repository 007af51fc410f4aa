/**
 * What a search box holds once typing settles: `[input, setInput, query]`, the query being the
 * trimmed input the autocomplete delay after the last keystroke, so a search goes out once, not
 * per key. Used by the console's autocompletes and the site's hotline and /knowledge search.
 */
import { useEffect, useState } from 'react';

/** Seed 001 §9: the console's autocompletes wait 700 ms after the last keystroke. */
export const AUTOCOMPLETE_DELAY_MS = 700;

export function useSettledText(delayMs = AUTOCOMPLETE_DELAY_MS) {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [input, delayMs]);
  return [input, setInput, query] as const;
}
