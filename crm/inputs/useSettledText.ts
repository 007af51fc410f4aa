/**
 * What a search box holds once typing settles: `[input, setInput, query]`, the query being the
 * trimmed input `delayMs` after the last keystroke, so a search goes out once, not per key.
 */
import { useEffect, useState } from 'react';

export function useSettledText(delayMs: number) {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [input, delayMs]);
  return [input, setInput, query] as const;
}
