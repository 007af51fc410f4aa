import '@testing-library/jest-dom/vitest';
import { QueryClient } from '@tanstack/react-query';
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll } from 'vitest';
import QuerySelector from 'happy-dom/lib/query-selector/QuerySelector.js';

// Files share a worker (isolate: false): a file starts without the last one's session, stored
// list parameters or remembered menu state.
beforeAll(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

afterEach(() => cleanup());

// Screens that load lazily or settle several queries take longer than Testing Library's default
// second on a busy machine. Set once for every file: files share a worker, so a per-file setting
// leaked into whichever files ran after it and left the others on the default.
configure({ asyncUtilTimeout: 8000 });

// happy-dom's Element#toString is its outerHTML, where a browser answers '[object
// HTMLDivElement]': Popper (MUI's menus, selects, tooltips) asks `node.toString()` of the root
// element on every placement, so each one serialised the whole document — a fifth of the console
// tests' time. The browser's answer, as every page gets it.
if (typeof window !== 'undefined' && window.Element && 'happyDOM' in window) {
  Object.defineProperty(window.Element.prototype, 'toString', {
    configurable: true,
    value(this: Element) {
      return `[object ${this.constructor.name}]`;
    },
  });
}

// ...nor with its late work: a query the last file left retrying (a 5xx is tried again after
// a second) would reach this file's request handlers. Every client a file mounted is emptied
// when the file ends.
const tracked = Symbol.for('eog.tests.mountedQueryClients');
const prototype = QueryClient.prototype as QueryClient & { [tracked]?: Set<QueryClient> };
// This setup runs before every file; the first one patches the shared prototype.
if (!prototype[tracked]) {
  const clients = (prototype[tracked] = new Set<QueryClient>());
  const mount = prototype.mount;
  prototype.mount = function (this: QueryClient) {
    clients.add(this);
    mount.call(this);
  };
}
afterAll(async () => {
  const clients = prototype[tracked]!;
  for (const client of clients) {
    await client.cancelQueries();
    client.clear();
  }
  clients.clear();
});

// ...nor with its styles: the files of a worker share one document, and emotion's style tags
// (one per rule in development) piled up to ~2,000, which every getComputedStyle — every
// accessible name a *ByRole query computes — matched one by one. Each file starts with none;
// emotion inserts again what the file renders.
let emotion: EmotionCache | null = null;
function emotionCache(): EmotionCache | null {
  if (!emotion) {
    const probe = () => {
      emotion = useEmotionCache();
      return null;
    };
    renderToStaticMarkup(createElement(probe));
  }
  return emotion;
}
afterAll(() => {
  const cache = emotionCache();
  if (!cache) return;
  cache.sheet.flush();
  cache.inserted = {};
});

// React's development build captures an owner stack (an Error and a console task) for every
// element it creates, to print in its warnings which component made it; that was a tenth of
// the UI tests' time. React stops capturing after 10,000 elements in a second: held at that
// limit, the warnings still print, with component stacks but without owner frames.
const reactInternals = (
  React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 10_000,
    set: () => {},
  });
}

// happy-dom computes a style (every accessible name a *ByRole query computes asks for one per
// element) by running each of the document's ~1,000 emotion rules through its full selector
// matcher, which also records a cache entry per element and rule. Most rules are one emotion
// class the element does not carry: that is answered here first, the same answer — a compound
// selector matches only an element with every class it names. Selectors this reading is not sure
// of (lists, functions, attributes, escapes, names beyond ASCII) go to the matcher unchanged;
// over the whole UI suite it never answered otherwise than the matcher (2026-12-07).
/** A tag, then ids, classes and pseudo-classes or -elements without arguments, all plain names. */
const COMPOUND = /^(?:[\w-]+|\*)?(?:(?:[.#]|::?)[\w-]+)*$/;
const subjectClasses = new Map<string, readonly string[] | null>();
function classesOfSubject(selector: string): readonly string[] | null {
  let classes = subjectClasses.get(selector);
  if (classes === undefined) {
    classes = null;
    const subject = /[,()[\]\\'"]/.test(selector)
      ? ''
      : (selector
          .trim()
          .split(/[\s>+~]+/)
          .pop() ?? '');
    if (COMPOUND.test(subject)) {
      const names = Array.from(subject.matchAll(/\.([\w-]+)/g), (match) => match[1]!);
      if (names.length) classes = names;
    }
    subjectClasses.set(selector, classes);
  }
  return classes;
}
const matches = QuerySelector.matches;
QuerySelector.matches = function (element, selector, options) {
  if (typeof selector === 'string' && element.classList) {
    const classes = classesOfSubject(selector);
    if (classes && !classes.every((name) => element.classList.contains(name))) return null;
  }
  return matches.call(this, element, selector, options);
};
