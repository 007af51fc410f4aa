/**
 * Vite plugins that keep unused library code out of the site's and the console's bundles
 * (issue 40): each replaces a module the apps never need at run time by what they do need.
 */
import type { Plugin } from 'vite';

/**
 * node-polyglot (the console's i18n, through ra-i18n-polyglot) requires the `object.entries`
 * polyfill, which brings get-intrinsic and a dozen more shims (about 5 KB gzip in the console's
 * first load) to return the browser's own Object.entries: every browser Vite builds for has it.
 */
export function nativeObjectEntries(): Plugin {
  const id = '\0native-object-entries';
  return {
    name: 'native-object-entries',
    enforce: 'pre',
    resolveId: (source) => (source === 'object.entries' ? id : undefined),
    load: (loaded) => (loaded === id ? 'module.exports = Object.entries;' : undefined),
  };
}

/** ra-core's adapter of React Router, which every data hook reaches. */
export const ROUTER_ADAPTER = '/node_modules/ra-core/dist/routing/adapters/reactRouterProvider.js';
const HASH_ROUTER_IMPORTS = 'createHashRouter, RouterProvider as ReactRouterProvider, ';

/**
 * ra-core's adapter keeps, for an app rendered outside any router, a hash router of its own
 * (`createHashRouter` + `RouterProvider`). That reference kept React Router's whole data router
 * (about 17 KB gzip) in both apps' first loads, though both render inside a `<BrowserRouter>`
 * (site/App.tsx, crm/App.tsx) and never reach it; React Router ships as one module, so only an
 * absent reference leaves it out (a lazy import would not). Without it the adapter says what to
 * do, should anything render outside a router. An upgrade that reshapes the adapter fails the
 * build rather than bring the router back unnoticed.
 */
export function withoutHashRouter(code: string): string {
  const start = code.indexOf('const InternalRouter = ');
  const end = code.indexOf('const RouterWrapper = ');
  if (start < 0 || end < start || !code.includes(HASH_ROUTER_IMPORTS))
    throw new Error(`${ROUTER_ADAPTER}: not the adapter server/bundlePlugins.ts knows`);
  const refusal =
    'const InternalRouter = () => {\n' +
    "  throw new Error('ra-core: render inside a <BrowserRouter> (server/bundlePlugins.ts)');\n" +
    '};\n';
  return code.slice(0, start).replace(HASH_ROUTER_IMPORTS, '') + refusal + code.slice(end);
}

export function noHashRouter(): Plugin {
  return {
    name: 'no-hash-router',
    enforce: 'pre',
    transform: (code, id) => (id.endsWith(ROUTER_ADAPTER) ? withoutHashRouter(code) : undefined),
  };
}

/** The chunk group that holds an app's first load (see {@link firstLoadInOneChunk}). */
export const FIRST_LOAD_GROUP = { name: 'first-load', tags: ['$initial' as const] };

/**
 * An app's first load in one chunk with its entry. Rolldown cuts the modules an entry imports
 * statically into a chunk per set of lazy screens that also use them: the console's entry
 * (crm/main.tsx) loaded 40 chunks before the login page's own, each compressed on its own, and
 * the signed-in screens imported them from those small chunks. Every page of the app loads
 * them all first, so one chunk costs no page anything it did not load: Rolldown's `$initial`
 * tag marks exactly the modules the entry keeps after tree-shaking (the console's login page
 * 258.3 → 239.2 KB gzip in 69 → 9 files, every signed-in page 30 KB lighter; the site's
 * index.html 119.3 KB in 11 files → 115.2 KB in 1). Lazy screens keep the automatic chunking
 * for the rest. Groups already configured stay after this one.
 */
export function firstLoadInOneChunk(): Plugin {
  return {
    name: 'first-load-in-one-chunk',
    outputOptions(options) {
      const { codeSplitting } = options;
      if (codeSplitting === false) return null;
      const configured = typeof codeSplitting === 'object' ? codeSplitting : {};
      return {
        ...options,
        codeSplitting: { ...configured, groups: [FIRST_LOAD_GROUP, ...(configured.groups ?? [])] },
      };
    },
  };
}
