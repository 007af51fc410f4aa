import { describe, expect, it } from 'vitest';
import { roles } from '../../src/domain/roles';
import type { FieldDefinition } from '../../src/registries';
import { designProblems } from '../../src/registries/design';
import { settlements } from '../../src/registries/settlements';
import { designLike } from './runtimeData';

// The run-time registry bench's design (the benchmark itself never runs in tests).
describe('a design shaped as a code registry', () => {
  const design = designLike(settlements, 'settlements_rt', { gas_status: 'region_id' });

  it('keeps every written field with its kind and its list, filter and sort flags', () => {
    const fields: Record<string, FieldDefinition> = settlements.fields;
    const written = Object.entries(fields).filter(([, f]) => !f.readOnly);
    expect(design.fields.map((f) => [f.key, f.kind, !!f.list, !!f.filter, !!f.sort])).toEqual(
      written.map(([key, f]) => [key, f.kind, !!f.list, !!f.filter, !!f.sort]),
    );
    expect(design.fields.find((f) => f.key === 'organization_id')).toMatchObject({
      resource: 'organizations',
      scope: true,
    });
    expect(design.fields.find((f) => f.key === 'gas_status')?.filter_with).toBe('region_id');
    expect(design).toMatchObject({
      search: settlements.search,
      default_sort: { field: 'name', order: 'asc' },
      exportable: true,
    });
  });

  it('is a design the constructor accepts', () => {
    expect(designProblems(design, new Set(), roles)).toEqual([]);
  });
});
