/**
 * Console sections: the menu in the order of seed 001 §2 "Layout and menu", and which sections
 * each role sees (seed 000 §6 and seed 001 §6 tables, including the RegionalHead flags).
 * The Russian menu labels are ours, worded after the seed's English entries. A registry may
 * declare a section of its own (`menu` in its definition): it joins the menu after the section
 * it names, for the roles its permission family grants anything (issue 37); so does the registry
 * constructor (issue 38).
 */
import type { Role } from '../domain/roles';
import { registries, type RegistryDefinition } from '../registries/index';
import { expand, roleGrants, type Grant } from './roleGrants';

/** A seed section or one a registry declares (`menu`). */
export type Section = string;

/** The side menu's icons, by name (crm/layout/menuIcons.ts draws them; our choice). */
export const menuIconNames = [
  'AccountBalance',
  'Analytics',
  'Assignment',
  'Badge',
  'Build',
  'Business',
  'Campaign',
  'Category',
  'Description',
  'EventNote',
  'FactCheck',
  'Forum',
  'HelpOutline',
  'History',
  'Inventory',
  'LibraryBooks',
  'LocalFireDepartment',
  'LocationCity',
  'ManageHistory',
  'MenuBook',
  'Payments',
  'People',
  'RequestPage',
  'Savings',
  'StarRate',
  'SupportAgent',
  'TableChart',
  'VolunteerActivism',
] as const;

export type MenuIcon = (typeof menuIconNames)[number];

export interface SectionInfo {
  label: string;
  /** The console path; the equipment registry is an external link (URL from configuration). */
  path: string | null;
  external?: boolean;
  icon: MenuIcon;
}

/**
 * Menu labels, icons and /crm paths (`/crm/<section>` unless given). "applicants" are the site
 * users, "users" the staff (operators).
 */
const seedSectionInfo = {
  analytics: { label: 'Аналитический отчёт', icon: 'Analytics' },
  leads: { label: 'Заявки', icon: 'Assignment' },
  coordination_leads: { label: 'Согласование РОГ/ЕОГ', icon: 'FactCheck' },
  application_management: { label: 'Управление заявками', icon: 'ManageHistory' },
  users: { label: 'Заявители', icon: 'People' },
  operators: { label: 'Пользователи', icon: 'Badge' },
  organizations: { label: 'Организации', icon: 'Business' },
  mfc: { label: 'МФЦ', icon: 'AccountBalance' },
  knowledge: { label: 'Вопросы', icon: 'HelpOutline' },
  instructions: { label: 'Инструкции', icon: 'MenuBook' },
  lead_dictionary: { label: 'Справочники', icon: 'LibraryBooks' },
  info_banners: { label: 'Баннеры', icon: 'Campaign' },
  action_histories: { label: 'Журнал событий', icon: 'History' },
  appeals: { label: 'Обращения', icon: 'Forum' },
  appeals_consultations: {
    label: 'Консультации',
    path: '/crm/appeals/consultations',
    icon: 'SupportAgent',
  },
  ratings: { label: 'Контроль качества', icon: 'StarRate' },
  settlements: { label: 'Населённые пункты', icon: 'LocationCity' },
  inventory_object: { label: 'Инвентаризация объектов', icon: 'Inventory' },
  connection_fee_kinds: { label: 'Плата за подключение', icon: 'Payments' },
  reporting_documents: { label: 'Отчётные документы', icon: 'Description' },
  gro_requests: { label: 'Запросы ГРО', icon: 'RequestPage' },
  object_schedule_plans: { label: 'Пообъектный план-график', icon: 'EventNote' },
  gasification_programs_items: { label: 'Программа газификации', icon: 'LocalFireDepartment' },
  subsidies: { label: 'Субсидии и льготы', icon: 'Savings' },
  support_measures: { label: 'Меры поддержки', icon: 'VolunteerActivism' },
  equipment: { label: 'Реестр оборудования', path: null, external: true, icon: 'Build' },
} satisfies Record<string, Omit<SectionInfo, 'path'> & { path?: string | null }>;

/** Seed 001 §2 "Admin sections", in the order that also fixes the menu's. */
export const seedSections = Object.keys(seedSectionInfo) as readonly SeedSection[];
export type SeedSection = keyof typeof seedSectionInfo;

const without = (list: readonly SeedSection[], ...drop: SeedSection[]) =>
  list.filter((s) => !drop.includes(s));

const eogSections = without(seedSections, 'application_management');

/** The ГРО operator's sections; its administrator (senior_manager) sees these and more. */
const groOperatorSections: readonly SeedSection[] = [
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
];

/** Fixed seed sections per role; regional_head depends on its flags (see `sectionsFor`). */
const seedSectionsByRole: Record<Exclude<Role, 'regional_head'>, readonly SeedSection[]> = {
  etp_admin: seedSections,
  eog: eogSections,
  auditor: without(eogSections, 'mfc'),
  senior_manager: [
    ...groOperatorSections,
    'inventory_object',
    'operators',
    'organizations',
    'settlements',
    'support_measures',
    'ratings',
  ],
  operator: groOperatorSections,
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
const seedRegionalHeadAlways: readonly SeedSection[] = [
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

/** A section of its own, placed after another: a registry's (`menu`) or the constructor's. */
interface OwnSection {
  section: Section;
  /** The family whose grants say who sees it. */
  permissions: string;
  path: string;
  menu: NonNullable<RegistryDefinition['menu']>;
}

/** The registry constructor (issue 38): run-time registries are designed and published here. */
const constructorSection: OwnSection = {
  section: 'registry_designs',
  permissions: 'registry_designs',
  path: '/crm/registry_designs',
  menu: { label: 'Конструктор реестров', icon: 'TableChart', after: 'action_histories' },
};

/**
 * The sections the definitions declare, each checked: a new key, a family of its own (whose
 * grants say who sees it), a place after a section that exists; then the constructor's.
 */
function declaredSections(definitions: readonly RegistryDefinition[]): OwnSection[] {
  const declaring = definitions.filter((r) => r.menu !== undefined);
  const known = new Set<string>([...seedSections, constructorSection.section]);
  for (const r of declaring) {
    if (known.has(r.section)) throw new Error(`${r.name}: section ${r.section} exists already`);
    if (!r.family) throw new Error(`${r.name}: a section of its own needs a family of its own`);
    known.add(r.section);
  }
  for (const r of declaring)
    if (!known.has(r.menu!.after)) throw new Error(`${r.name}: no section ${r.menu!.after}`);
  for (const r of definitions)
    if (!known.has(r.section)) throw new Error(`${r.name}: no section ${r.section}`);
  const own = declaring.map(({ section, permissions, name, menu }) => ({
    section,
    permissions,
    path: `/crm/${name}`,
    menu: menu!,
  }));
  return [...own, constructorSection];
}

const declaring = declaredSections(registries);

/** Every section in menu order: the seed's, each declared one after the section it names. */
export const sections: readonly Section[] = (() => {
  const order: Section[] = [...seedSections];
  let pending = [...declaring];
  while (pending.length) {
    const placeable = pending.filter((r) => order.includes(r.menu.after));
    if (!placeable.length) throw new Error('sections placed after one another in a circle');
    for (const r of placeable) order.splice(order.indexOf(r.menu.after) + 1, 0, r.section);
    pending = pending.filter((r) => !placeable.includes(r));
  }
  return order;
})();

/** Each section's menu entry: the seed's by name, a declared one by its key. */
export const sectionInfo: Readonly<Record<SeedSection, SectionInfo>> &
  Readonly<Record<Section, SectionInfo | undefined>> = {
  ...(Object.fromEntries(
    Object.entries(seedSectionInfo).map(([s, info]) => [s, { path: `/crm/${s}`, ...info }]),
  ) as Record<SeedSection, SectionInfo>),
  ...Object.fromEntries(
    declaring.map((r) => [r.section, { label: r.menu.label, path: r.path, icon: r.menu.icon }]),
  ),
};

/** A section's menu entry; an unknown section is a programming error. */
export function infoOf(section: Section): SectionInfo {
  const info = sectionInfo[section];
  if (!info) throw new Error(`No console section ${section}`);
  return info;
}

/** The declared sections a role sees: those whose family grants it anything. */
function declaredFor(role: Role): Section[] {
  const granted = (r: OwnSection) =>
    expand({ [r.permissions]: roleGrants[role][r.permissions as keyof Grant] }).length > 0;
  return declaring.filter(granted).map((r) => r.section);
}

/** Sections per role, the declared ones included; regional_head's depend on its flags. */
export const sectionsByRole = Object.fromEntries(
  (Object.keys(seedSectionsByRole) as (keyof typeof seedSectionsByRole)[]).map((role) => [
    role,
    [...seedSectionsByRole[role], ...declaredFor(role)],
  ]),
) as unknown as Record<Exclude<Role, 'regional_head'>, readonly Section[]>;

/** RegionalHead: always these (seed 001 §6), and the declared sections granted to it. */
export const regionalHeadAlways: readonly Section[] = [
  ...seedRegionalHeadAlways,
  ...declaredFor('regional_head'),
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
  icon: MenuIcon;
}

/**
 * The side menu: one entry per granted section in seed order — consultations
 * (/crm/appeals/consultations) too, beside appeals, for every role granted them (seed 001 §6
 * lists appeals_consultations among the admin sections).
 */
export function menuFor(viewer: SectionViewer): MenuItem[] {
  return sectionsFor(viewer).map((section) => {
    const { label, path, external = false, icon } = infoOf(section);
    return { section, label, path, external, icon };
  });
}
