/**
 * State investment programs of the lead dictionary (seed 001 §2
 * lead_dictionary/state_investment_programs, new, {id}); fields are ours (docs/decisions.md).
 */
import { active, inactiveRow, nameField, regionRef, timestamps } from './common';
import { defineRegistry } from './define';

export const stateInvestmentPrograms = defineRegistry({
  name: 'lead_dictionary/state_investment_programs',
  path: 'state_investment_programs',
  type: 'state_investment_program',
  table: 'state_investment_programs',
  title: [
    'Государственная инвестиционная программа',
    'Государственные инвестиционные программы',
    'Государственных инвестиционных программ',
  ],
  section: 'lead_dictionary',
  permissions: 'state_investment_programs',
  fields: {
    name: nameField(500),
    region_id: { ...regionRef, required: true },
    start_year: {
      kind: 'integer',
      label: 'Год начала',
      min: 2000,
      required: true,
      list: true,
      sort: true,
    },
    end_year: { kind: 'integer', label: 'Год окончания', min: 2000, list: true },
    funding_amount: {
      kind: 'decimal',
      label: 'Объём финансирования, млн руб.',
      min: 0,
      scale: 3,
      list: true,
    },
    description: { kind: 'text', label: 'Описание', max: 5000 },
    active,
    ...timestamps,
  },
  search: ['name', 'description'],
  rowStates: [inactiveRow],
  defaultSort: { field: 'start_year', order: 'desc' },
  scoping: { region: 'region_id' },
  audited: true,
  exportable: true,
});
