/**
 * Instructions (seed 001 §2, §3, §5): the nine columns (name, scope, shown for, active,
 * uploaded by, updated by, created, updated, actions), the filters of seed 001 §3 (query,
 * shown_for_kind, updater_ids[], for_resources[]), edit/remove gated by
 * admin_instructions_update / _remove, the form rules, the multipart upload and the download;
 * site readers get `/v1/instructions` filtered by scope and shown_for_kind. The form rules that
 * tie fields together (for_crm or for_portal; shown_for_kind with the portal only) live in
 * `instructionFormErrors` so the console and the server apply the same ones.
 */
import { uiMessages } from '../../i18n/uiMessages';
import { instructionShownForKindOptions } from '../domain/instructions';
import { allowedUploadExtensions, maxUploadBytes } from '../domain/uploads';
import { createdAt, createdBy, inactiveRow, nameField, updatedAt, updatedBy } from './common';
import { defineRegistry } from './define';
import { requiredOneOf } from '../validation/compose';
import { isEmpty, validationMessages, type Validator } from '../validation/messages';

const oneScope = requiredOneOf(['for_crm', 'for_portal']);
/** shown_for_kind is asked (and required) only when the Portal scope is on. */
const audienceWithPortal: Validator = (value, all = {}) =>
  all.for_portal === true && isEmpty(value) ? validationMessages.required : undefined;

export const instructions = defineRegistry({
  name: 'instructions',
  path: 'instructions',
  type: 'instruction',
  table: 'instructions',
  title: ['Инструкция', 'Инструкции', 'Инструкций'],
  section: 'instructions',
  permissions: 'instructions',
  fields: {
    name: nameField(255),
    for_crm: { kind: 'boolean', label: 'CRM', list: true, default: false, validate: [oneScope] },
    for_portal: {
      kind: 'boolean',
      label: 'Портал',
      list: true,
      default: false,
      validate: [oneScope],
    },
    shown_for_kind: {
      kind: 'enum',
      label: 'Показывать',
      options: instructionShownForKindOptions,
      validate: [audienceWithPortal],
      list: true,
      filter: true,
    },
    file: {
      kind: 'file',
      label: 'Файл',
      required: true,
      extensions: allowedUploadExtensions,
      maxBytes: maxUploadBytes,
    },
    active: { kind: 'boolean', label: 'Активна', list: true, only: 'edit', default: true },
    created_by_id: { ...createdBy, label: 'Загрузил' },
    // The admin API filters the updater as a list (seed 001 §3 "updater_ids").
    updated_by_id: { ...updatedBy, label: 'Обновил', filterKey: 'updater_ids' },
    created_at: { ...createdAt, label: 'Создана' },
    updated_at: { ...updatedAt, label: 'Обновлена' },
  },
  search: ['name'],
  // Seed 001 §3 "for_resources": where an instruction is available, CRM and / or Портал.
  flagFilters: {
    for_resources: {
      label: uiMessages.instructionScope,
      flags: { crm: 'for_crm', portal: 'for_portal' },
    },
  },
  rowStates: [inactiveRow],
  defaultSort: { field: 'created_at', order: 'desc' },
  // Without the Portal scope an audience means nothing: it is cleared (seed 001 §5).
  normalize: (values) =>
    values.for_portal === true ? values : { ...values, shown_for_kind: null },
  site: { where: { active: true, for_portal: true }, audienceField: 'shown_for_kind' },
  audited: true,
  exportable: false,
});
