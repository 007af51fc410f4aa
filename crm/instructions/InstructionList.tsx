/**
 * The instructions list (seed 001 §2 "Instructions admin"): the filter form (search, scope as
 * `for_resources[]`, shown for, updater as `updater_ids[]` — the definition's) and the nine columns — name, scope ('CRM' / 'Портал' joined), shown for, active,
 * uploaded by, updated by, created, updated, and the edit/remove icons gated by
 * admin_instructions_update / _remove; a row click opens the edit screen.
 */
import { useRecordContext } from 'ra-core';
import { instructionScopeLabels, instructionScopes } from '../../src/domain/instructions';
import { formatValue } from '../../src/format/text';
import type { RegistryDefinition } from '../../src/registries';
import { fieldColumn } from '../registries/cells';
import { RegistryList } from '../registries/RegistryList';
import { RowActions } from '../registries/RowActions';

/** 'CRM, Портал', 'CRM', 'Портал' or '—'. */
export function scopeText(record: Record<string, unknown>): string {
  return formatValue(
    instructionScopes.filter((s) => record[s] === true).map((s) => instructionScopeLabels[s]),
    'table',
  );
}

function ScopeCell(_props: { label: string; sortable: false }) {
  const record = useRecordContext();
  return record ? <span>{scopeText(record)}</span> : null;
}

function InstructionList({ definition }: { definition: RegistryDefinition }) {
  const { fields: f } = definition;
  const cell = (key: string) => {
    const field = f[key];
    return field ? fieldColumn(key, field) : null;
  };
  return (
    <RegistryList
      definition={definition}
      columns={[
        cell('name'),
        <ScopeCell key="scope" label="app.ui.instructionScope" sortable={false} />,
        cell('shown_for_kind'),
        cell('active'),
        cell('created_by_id'),
        cell('updated_by_id'),
        cell('created_at'),
        cell('updated_at'),
        <RowActions key="actions" definition={definition} label="app.ui.rowActions" />,
      ]}
    />
  );
}

export default InstructionList;
