import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import {
  FIRST_LOAD_GROUP,
  firstLoadInOneChunk,
  ROUTER_ADAPTER,
  withoutHashRouter,
} from './bundlePlugins';

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

describe("the console's first load in one chunk", () => {
  const hook = firstLoadInOneChunk().outputOptions as (
    options: Rolldown.OutputOptions,
  ) => Rolldown.OutputOptions;

  it("puts the entry's modules in one group before any configured one", () => {
    const vendor = { name: 'vendor', test: /node_modules/ };
    expect(hook({}).codeSplitting).toEqual({ groups: [FIRST_LOAD_GROUP] });
    expect(hook({ codeSplitting: true }).codeSplitting).toEqual({ groups: [FIRST_LOAD_GROUP] });
    expect(hook({ codeSplitting: { minSize: 1, groups: [vendor] } }).codeSplitting).toEqual({
      minSize: 1,
      groups: [FIRST_LOAD_GROUP, vendor],
    });
    expect(FIRST_LOAD_GROUP.tags).toEqual(['$initial']);
  });

  it('leaves a build without code splitting as it is', () => {
    expect(hook({ codeSplitting: false })).toBeNull();
  });
});
