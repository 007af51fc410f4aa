/**
 * МФЦ — multifunctional centres (seed 001 §2 /crm/mfc; §7 `mfcs` list, suggestions, {id}).
 * Fields beyond the name, region, address and phone are ours (docs/decisions.md "People and
 * organizations"). МФЦ staff see and edit only their own centre; regional roles their region's.
 */
import { validateInnLegal } from '../validation/requisites';
import {
  active,
  emailField,
  inactiveRow,
  nameField,
  normalizedPhone,
  phoneField,
  regionRef,
  timestamps,
} from './common';
import { defineRegistry } from './define';

export const mfcs = defineRegistry({
  name: 'mfc',
  path: 'mfcs',
  type: 'mfc',
  table: 'mfcs',
  title: ['МФЦ', 'МФЦ', 'МФЦ'],
  section: 'mfc',
  permissions: 'mfcs',
  fields: {
    name: nameField(500),
    full_name: { kind: 'string', label: 'Полное наименование', max: 1000 },
    region_id: { ...regionRef, required: true },
    address: { kind: 'string', label: 'Адрес', max: 1000, list: true },
    phone: { ...phoneField, list: true },
    email: { ...emailField, max: 255 },
    inn: { kind: 'string', label: 'ИНН', mask: 'innLegal', validate: [validateInnLegal] },
    work_hours: { kind: 'text', label: 'Режим работы', max: 2000 },
    active,
    ...timestamps,
  },
  search: ['name', 'full_name', 'address'],
  rowStates: [inactiveRow],
  defaultSort: { field: 'name', order: 'asc' },
  scoping: { mfc: 'id', region: 'region_id' },
  audited: true,
  exportable: true,
  removable: true,
  normalize: normalizedPhone,
});
