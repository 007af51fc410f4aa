/**
 * Connection fee kinds (seed 001 §2, §3: kinds preferential, standard, custom; list, create,
 * edit, /changes). The other fields are ours (docs/decisions.md "Connection fee kinds"): the
 * rate of a kind in a region for a period, in rubles.
 */
import { feeKindOptions } from '../domain/feeKinds';
import { active, inactiveRow, nameField, regionRef, timestamps } from './common';
import { defineRegistry } from './define';

export const connectionFeeKinds = defineRegistry({
  name: 'connection_fee_kinds',
  path: 'connection_fee_kinds',
  type: 'connection_fee_kind',
  table: 'connection_fee_kinds',
  title: ['Вид платы за подключение', 'Виды платы за подключение', 'Видов платы за подключение'],
  section: 'connection_fee_kinds',
  permissions: 'connection_fee_kinds',
  fields: {
    name: nameField(255),
    kind: {
      kind: 'enum',
      label: 'Вид платы',
      options: feeKindOptions,
      required: true,
      list: true,
      filter: true,
    },
    region_id: { ...regionRef, required: true },
    amount: {
      kind: 'decimal',
      label: 'Размер платы, руб.',
      min: 0,
      scale: 2,
      list: true,
      sort: true,
    },
    valid_from: { kind: 'date', label: 'Действует с', list: true, sort: true },
    valid_to: { kind: 'date', label: 'Действует по', list: true },
    description: { kind: 'text', label: 'Описание', max: 5000 },
    active,
    ...timestamps,
  },
  search: ['name', 'description'],
  rowStates: [inactiveRow],
  defaultSort: { field: 'created_at', order: 'desc' },
  scoping: { region: 'region_id' },
  audited: true,
  exportable: true,
});
