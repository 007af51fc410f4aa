import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTER_ADAPTER, withoutHashRouter } from './bundlePlugins';

const adapter = readFileSync(join(import.meta.dirname, '..', ROUTER_ADAPTER), 'utf8');

describe("ra-core's router adapter in the built apps", () => {
  it('keeps every routing primitive and leaves the data router unreferenced', () => {
    expect(adapter).toContain('createHashRouter');
    const built = withoutHashRouter(adapter);
    expect(built).not.toMatch(/createHashRouter|ReactRouterProvider/);
    expect(built).toContain('export const reactRouterProvider = {');
    for (const primitive of ['useNavigate,', 'useLocation,', 'Routes,', 'RouterWrapper,'])
      expect(built).toContain(primitive);
  });

  it('fails the build when an upgrade reshapes the adapter', () => {
    expect(() =>
      withoutHashRouter(adapter.replace('const InternalRouter', 'const Internal')),
    ).toThrow(/not the adapter/);
  });
});
