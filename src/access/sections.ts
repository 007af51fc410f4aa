/**
 * Console sections: the menu in the order of seed 001 §2 "Layout and menu", and which sections
 * each role sees (seed 000 §6 and seed 001 §6 tables, including the RegionalHead flags).
 * The Russian menu labels are ours, worded after the seed's English entries.
 */
import type { Role } from '../domain/roles';

/** Seed 001 §2 "Admin sections", which also fixes the menu order. */
export const sections = [
  'analytics',
  'leads',
  'coordination_leads',
  'application_management',
  'users',
  'operators',
  'organizations',
  'mfc',
  'knowledge',
  'instructions',
  'lead_dictionary',
  'info_banners',
  'action_histories',
  'appeals',
  'appeals_consultations',
  'ratings',
  'settlements',
  'inventory_object',
  'connection_fee_kinds',
  'reporting_documents',
  'gro_requests',
  'object_schedule_plans',
  'gasification_programs_items',
  'subsidies',
  'support_measures',
  'equipment',
] as const;

export type Section = (typeof sections)[number];

export interface SectionInfo {
  label: string;
  /** The console path; the equipment registry is an external link (URL from configuration). */
  path: string | null;
  external?: boolean;
}

/** Menu labels and /crm paths. "applicants" are the site users, "users" the staff (operators). */
export const sectionInfo: Record<Section, SectionInfo> = {
  analytics: { label: 'Аналитический отчёт', path: '/crm/analytics' },
  leads: { label: 'Заявки', path: '/crm/leads' },
  coordination_leads: { label: 'Согласование РОГ/ЕОГ', path: '/crm/coordination_leads' },
  application_management: { label: 'Управление заявками', path: '/crm/application_management' },
  users: { label: 'Заявители', path: '/crm/users' },
  operators: { label: 'Пользователи', path: '/crm/operators' },
  organizations: { label: 'Организации', path: '/crm/organizations' },
  mfc: { label: 'МФЦ', path: '/crm/mfc' },
  knowledge: { label: 'Вопросы', path: '/crm/knowledge' },
  instructions: { label: 'Инструкции', path: '/crm/instructions' },
  lead_dictionary: { label: 'Справочники', path: '/crm/lead_dictionary' },
  info_banners: { label: 'Баннеры', path: '/crm/info_banners' },
  action_histories: { label: 'Журнал событий', path: '/crm/action_histories' },
  appeals: { label: 'Обращения', path: '/crm/appeals' },
  appeals_consultations: { label: 'Консультации', path: '/crm/appeals/consultations' },
  ratings: { label: 'Контроль качества', path: '/crm/ratings' },
  settlements: { label: 'Населённые пункты', path: '/crm/settlements' },
  inventory_object: { label: 'Инвентаризация объектов', path: '/crm/inventory_object' },
  connection_fee_kinds: { label: 'Плата за подключение', path: '/crm/connection_fee_kinds' },
  reporting_documents: { label: 'Отчётные документы', path: '/crm/reporting_documents' },
  gro_requests: { label: 'Запросы ГРО', path: '/crm/gro_requests' },
  object_schedule_plans: { label: 'Пообъектный план-график', path: '/crm/object_schedule_plans' },
  gasification_programs_items: {
    label: 'Программа газификации',
    path: '/crm/gasification_programs_items',
  },
  subsidies: { label: 'Субсидии и льготы', path: '/crm/subsidies' },
  support_measures: { label: 'Меры поддержки', path: '/crm/support_measures' },
  equipment: { label: 'Реестр оборудования', path: null, external: true },
};

const without = (list: readonly Section[], ...drop: Section[]) =>
  list.filter((s) => !drop.includes(s));

const eogSections = without(sections, 'application_management');

/** Fixed sections per role; regional_head depends on its flags (see `sectionsFor`). */
export const sectionsByRole: Record<Exclude<Role, 'regional_head'>, readonly Section[]> = {
  etp_admin: sections,
  eog: eogSections,
  auditor: without(eogSections, 'mfc'),
  senior_manager: [
    'action_histories',
    'analytics',
    'appeals',
    'connection_fee_kinds',
    'equipment',
    'gro_requests',
    'instructions',
    'inventory_object',
    'lead_dictionary',
    'leads',
    'object_schedule_plans',
    'operators',
    'organizations',
    'reporting_documents',
    'settlements',
    'support_measures',
    'users',
    'gasification_programs_items',
    'ratings',
    'coordination_leads',
  ],
  operator: [
    'action_histories',
    'analytics',
    'appeals',
    'connection_fee_kinds',
    'equipment',
    'gro_requests',
    'lead_dictionary',
    'instructions',
    'leads',
    'object_schedule_plans',
    'reporting_documents',
    'users',
    'gasification_programs_items',
    'coordination_leads',
  ],
  mfc_admin: ['equipment', 'leads', 'mfc', 'operators', 'users'],
  mfc_operator: ['equipment', 'leads', 'mfc', 'operators', 'users'],
  mfc: ['equipment', 'leads', 'operators', 'users'],
  minenergo_auditor: [
    'analytics',
    'gasification_programs_items',
    'gro_requests',
    'instructions',
    'inventory_object',
    'leads',
    'object_schedule_plans',
    'operators',
    'organizations',
    'reporting_documents',
    'support_measures',
    'settlements',
  ],
  rgk_operator: [
    'operators',
    'reporting_documents',
    'gro_requests',
    'leads',
    'users',
    'organizations',
    'appeals',
  ],
  services_manager: ['leads', 'users', 'instructions', 'organizations'],
};

/** RegionalHead: always these (seed 001 §6). */
export const regionalHeadAlways: readonly Section[] = [
  'reporting_documents',
  'support_measures',
  'appeals_consultations',
  'action_histories',
  'gro_requests',
  'subsidies',
  'gasification_programs_items',
  'object_schedule_plans',
  'instructions',
];

/** RegionalHead: only when executor_selection and social_assistance are both set. */
export const regionalHeadBothFlags: readonly Section[] = ['equipment'];

/** RegionalHead: when executor_selection is set or social_assistance is not. */
export const regionalHeadExecutorOrNoSocial: readonly Section[] = [
  'connection_fee_kinds',
  'inventory_object',
  'leads',
  'organizations',
  'settlements',
  'users',
  'coordination_leads',
];

export interface SectionViewer {
  role: Role;
  executorSelection?: boolean;
  socialAssistance?: boolean;
}

/** The sections a staff member sees, in menu order. */
export function sectionsFor(viewer: SectionViewer): Section[] {
  const granted = new Set<Section>(
    viewer.role === 'regional_head' ? regionalHeadSections(viewer) : sectionsByRole[viewer.role],
  );
  return sections.filter((s) => granted.has(s));
}

function regionalHeadSections({
  executorSelection = false,
  socialAssistance = false,
}: SectionViewer) {
  return [
    ...regionalHeadAlways,
    ...(executorSelection && socialAssistance ? regionalHeadBothFlags : []),
    ...(executorSelection || !socialAssistance ? regionalHeadExecutorOrNoSocial : []),
  ];
}

export interface MenuItem {
  section: Section;
  label: string;
  path: string | null;
  external: boolean;
}

/**
 * The side menu: one entry per granted section in seed order — consultations
 * (/crm/appeals/consultations) too, beside appeals, for every role granted them (seed 001 §6
 * lists appeals_consultations among the admin sections).
 */
export function menuFor(viewer: SectionViewer): MenuItem[] {
  return sectionsFor(viewer).map((section) => {
    const info = sectionInfo[section];
    return { section, label: info.label, path: info.path, external: info.external ?? false };
  });
}
