/**
 * Words of a lead that screens show without its rules: the relations' labels and the captions of
 * the staff's attributes the console's lead list filters by. ./fields.ts declares the attributes
 * with these captions; the list reads them here, without the validators and their modules
 * (issue 40: the console's first load).
 */

/** The relations a lead's write names by id, and who the lead belongs to. */
export const leadRelationLabels = {
  service: 'Услуга',
  organization: 'Организация',
  branch: 'Филиал',
  source: 'Источник',
  user: 'Заявитель',
  admin: 'Персональный менеджер',
} as const;

export type LeadRelation = keyof typeof leadRelationLabels;

/** Captions of the lead's attributes that the lead list filters by (./fields.ts `leadFields`). */
export const leadFilterFieldLabels = {
  has_confidant: 'Заявка подаётся представителем',
  preferential_category: 'Заявитель относится к льготной категории',
  social_assistance_approved: 'Социальная помощь одобрена',
  home_in_schedule: 'Дом включён в план-график',
  is_complex: 'Комплексная заявка',
  specification_agreement_status: 'Статус согласования ТУ',
  epgu_order_id: 'Номер заявления ЕПГУ',
} as const;
