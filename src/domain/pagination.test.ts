import { describe, expect, it } from 'vitest';
import { pageWindow, paginationWindow } from './pagination';

describe('pageWindow', () => {
  it.each([
    [1, 5, [1, 2]],
    [3, 5, [2, 3, 4]],
    [5, 5, [4, 5]],
    [1, 1, [1]],
  ])('page %i of %i shows %j (± 1, seed 000 §9)', (page, pages, shown) => {
    expect(pageWindow(page, pages, paginationWindow.admin)).toEqual(shown);
    expect(pageWindow(page, pages, paginationWindow.site)).toEqual(shown);
  });

  it('shows nothing past the last page and widens with the window', () => {
    expect(pageWindow(9, 3, 1)).toEqual([]);
    expect(pageWindow(4, 9, 2)).toEqual([2, 3, 4, 5, 6]);
  });
});
