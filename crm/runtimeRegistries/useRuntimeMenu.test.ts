import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/access';
import type { RegistryMetadata } from './definition';
import { placed } from './useRuntimeMenu';

const entry = (section: string): MenuItem => ({
  section,
  label: section,
  path: `/crm/${section}`,
  external: false,
  icon: 'TableChart',
});
const registry = (id: string, after: string | null) =>
  ({
    id,
    title: ['', `Реестр ${id}`, ''],
    menu: after === null ? null : { label: `Реестр ${id}`, icon: 'TableChart', after },
  }) as unknown as RegistryMetadata;

describe('the run-time registries in the menu (issue 38)', () => {
  it('go after the section their design names, in the order published, else at the end', () => {
    const menu = [entry('leads'), entry('contracts'), entry('users')];
    const items = placed(menu, [
      registry('boilers', 'leads'),
      registry('stations', 'leads'),
      registry('loose', null),
      registry('hidden_section', 'analytics'),
    ]);
    expect(items.map((i) => i.section)).toEqual([
      'leads',
      'registries/boilers',
      'registries/stations',
      'contracts',
      'users',
      'registries/loose',
      'registries/hidden_section',
    ]);
    expect(items[1]).toMatchObject({
      label: 'Реестр boilers',
      path: '/crm/registries/boilers/records',
    });
  });
});
