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
