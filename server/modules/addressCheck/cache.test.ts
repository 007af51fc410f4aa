import { describe, expect, it } from 'vitest';
import { answerCache } from './cache';

describe('answerCache', () => {
  it('keeps an answer for its lifetime, null answers too', () => {
    let now = 1_000;
    const cache = answerCache<string | null>({ ttlMs: 100, max: 10 }, () => now);
    cache.set('a', 'Порхов');
    cache.set('b', null);
    now += 99;
    expect(cache.get('a')).toBe('Порхов');
    expect(cache.get('b')).toBeNull();
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops the oldest entry past its size, a renewed one counting as new', () => {
    const cache = answerCache<number>({ ttlMs: 1_000, max: 2 }, () => 0);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(3);
    expect(cache.get('c')).toBe(4);
  });
});
