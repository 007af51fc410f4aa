/**
 * МФЦ — multifunctional centres (seed 001 §2 /crm/mfc; §7 `mfcs` list, suggestions, {id}).
 * Fields beyond the name, region, address and phone are ours (docs/decisions.md "People and
 * organizations"). МФЦ staff see and edit only their own centre; regional roles their region's.
 */
import { validateEmail } from '../validation/email';
import { normalizePhone, validatePhone } from '../validation/phone';
import { validateInnLegal } from '../validation/requisites';
import { active, createdAt, inactiveRow, nameField, regionRef, updatedAt } from './common';
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
    phone: {
      kind: 'string',
      label: 'Телефон',
      mask: 'phone',
      validate: [validatePhone],
      list: true,
    },
    email: { kind: 'string', label: 'Электронная почта', max: 255, validate: [validateEmail] },
    inn: { kind: 'string', label: 'ИНН', mask: 'innLegal', validate: [validateInnLegal] },
    work_hours: { kind: 'text', label: 'Режим работы', max: 2000 },
    active,
    created_at: createdAt,
    updated_at: updatedAt,
  },
  search: ['name', 'full_name', 'address'],
  rowStates: [inactiveRow],
  defaultSort: { field: 'name', order: 'asc' },
  scoping: { mfc: 'id', region: 'region_id' },
  audited: true,
  exportable: true,
  removable: true,
  // Phones are stored as 11 digits starting with 7, like every other phone of the portal.
  normalize: (values) =>
    typeof values.phone === 'string' && normalizePhone(values.phone)
      ? { ...values, phone: normalizePhone(values.phone) }
      : values,
});
