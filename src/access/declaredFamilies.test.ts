/**
 * A registry that declares its own permission family (`family` in its definition) is one
 * definition: its keys, section, grants and console route follow from it, with no entry in
 * the access tables.
 */
import { describe, expect, it } from 'vitest';
import { roles } from '../domain/roles';
import { defineRegistry } from '../registries/define';
import { settlements } from '../registries/settlements';
import { consoleRouteDecision } from './consoleRoutes';
import { declaringRegistries, familySections, permissionKeys } from './permissionFamilies';
import { permissionsFor } from './canAccess';
import { sectionsFor } from './sections';
import { admin } from './test/principals';

const widest = { executorSelection: true, socialAssistance: true };

describe.each(declaringRegistries.map((r) => [r.name, r] as const))('%s', (_name, registry) => {
  const family = registry.permissions;

  it('adds a key for every action of its family', () => {
    for (const action of registry.family.actions)
      expect(permissionKeys).toContain(`admin_${family}_${action}`);
  });

  it('lives in its section', () => {
    expect(familySections[family as keyof typeof familySections].sections).toEqual([
      registry.section,
    ]);
  });

  it('opens its console route exactly for the roles that have its section', () => {
    for (const role of roles) {
      const principal = admin(role, widest);
      const expected = sectionsFor(principal).includes(registry.section) ? 'allow' : 'forbidden';
      expect(consoleRouteDecision(`/crm/${registry.name}`, principal), role).toBe(expected);
    }
  });

  it('gives a role its declared grant, and the others the defaults', () => {
    const keysOf = (role: (typeof roles)[number]) =>
      permissionsFor(admin(role, widest)).filter((k) => k.startsWith(`admin_${family}_`));
    for (const [role, grant] of Object.entries(registry.family.grants ?? {})) {
      if (!Array.isArray(grant)) continue;
      const held = keysOf(role as (typeof roles)[number]);
      // The grant less the removals only etp_admin holds; nothing beyond it.
      for (const key of held) expect(grant).toContain(key.slice(`admin_${family}_`.length));
      for (const action of grant.filter((a: string) => a !== 'remove'))
        expect(held).toContain(`admin_${family}_${action}`);
    }
    expect(keysOf('etp_admin')).toHaveLength(registry.family.actions.length);
    expect(keysOf('auditor').every((k) => /_(read|export|report|history|filter)$/.test(k))).toBe(
      true,
    );
  });
});

it('refuses a grant of an action the family does not have', () => {
  expect(() =>
    defineRegistry({
      ...settlements,
      family: { actions: ['read'], grants: { operator: ['read', 'launch'] } },
    }),
  ).toThrow('settlements: operator is granted an unknown action launch');
});

it('settlements declare their family', () => {
  expect(declaringRegistries.map((r) => r.name)).toContain('settlements');
});
