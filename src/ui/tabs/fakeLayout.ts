/**
 * For tests of a tab strip (happy-dom and jsdom lay nothing out): a strip `width` px wide and
 * tabs as wide as their label says, through the two things useTabOverflow reads — the elements'
 * getBoundingClientRect and ResizeObserver. `resize(w)` narrows or widens the strip and tells
 * the observers, as a browser would. `restore()` puts both back (test files share a worker).
 *
 * ```ts
 * const layout = fakeTabLayout({ width: 300, tabWidth: (label) => label.length * 10 });
 * afterEach(() => layout.restore());
 * ```
 */
import { act } from 'react';
import { OVERFLOW_ROOT_ATTRIBUTE, OVERFLOW_TAB_ATTRIBUTE } from './useTabOverflow';

interface Options {
  /** The strip's width in px. */
  width: number;
  /** A tab's width in px from its text. */
  tabWidth: (label: string) => number;
}

export function fakeTabLayout({ width, tabWidth }: Options) {
  let stripWidth = width;
  const callbacks = new Set<ResizeObserverCallback>();
  const RealObserver = globalThis.ResizeObserver;
  const realRect = Element.prototype.getBoundingClientRect;

  class FakeResizeObserver implements ResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe() {
      callbacks.add(this.callback);
    }
    unobserve() {}
    disconnect() {
      callbacks.delete(this.callback);
    }
  }

  const rect = (w: number) => new DOMRect(0, 0, w, 40);
  Element.prototype.getBoundingClientRect = function (this: Element) {
    if (this.hasAttribute(OVERFLOW_ROOT_ATTRIBUTE)) return rect(stripWidth);
    if (this.hasAttribute(OVERFLOW_TAB_ATTRIBUTE)) return rect(tabWidth(this.textContent ?? ''));
    return realRect.call(this);
  };
  globalThis.ResizeObserver = FakeResizeObserver;

  return {
    resize(next: number) {
      stripWidth = next;
      act(() => {
        for (const callback of [...callbacks]) callback([], {} as ResizeObserver);
      });
    },
    restore() {
      Element.prototype.getBoundingClientRect = realRect;
      globalThis.ResizeObserver = RealObserver;
      callbacks.clear();
    },
  };
}
