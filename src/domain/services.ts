/**
 * Service type codes (seed 000 §3) with their Russian names and the fixed display priority
 * from 10 (connection agreement) to 280 (gasification). The seed names 32 codes for 28 steps of
 * ten, so variants share their main type's step (net_net with technical_connection, the
 * social and СНТ догазификация with dogasification, additional_service with consultation);
 * ties are broken by name. server/db/seed/services.ts seeds the same table.
 */
import type { AccountType } from './accountTypes';
import { isOneOf } from './enums';
import type { Role } from './roles';

export interface ServiceKindInfo {
  name: string;
  shortName: string;
  priority: number;
}

export const serviceKindTable = {
  connection_agreement: ['Заключение договора о подключении', 'Договор о подключении', 10],
  technical_specifications: ['Выдача технических условий', 'Технические условия', 20],
  technical_connection: [
    'Подключение (технологическое присоединение) к сетям газораспределения',
    'Технологическое присоединение',
    30,
  ],
  net_net: [
    'Подключение сетей газораспределения к сетям газораспределения («сеть-сеть»)',
    'Сеть-сеть',
    30,
  ],
  pre_tech_specification: ['Выдача предварительных технических условий', 'Предварительные ТУ', 40],
  calculate_maximum_gas_consumption: [
    'Расчёт максимального часового расхода газа',
    'Расчёт расхода газа',
    50,
  ],
  gas_distribution_agreement: [
    'Заключение договора на транспортировку газа',
    'Договор на транспортировку газа',
    60,
  ],
  gas_supply: ['Заключение договора поставки газа', 'Поставка газа', 70],
  project_development: ['Разработка проектной документации', 'Проектирование', 80],
  design_works: ['Выполнение проектно-изыскательских работ', 'Проектно-изыскательские работы', 90],
  construction: [
    'Строительство газопровода и монтаж газоиспользующего оборудования',
    'Строительно-монтажные работы',
    100,
  ],
  package_deal: ['Комплексная услуга «под ключ»', 'Комплексный договор', 110],
  pipeline_enbedding: ['Врезка и присоединение газопровода', 'Врезка газопровода', 120],
  earthwork_approval: [
    'Согласование производства земляных работ в охранной зоне газопровода',
    'Согласование земляных работ',
    130,
  ],
  construction_supervision: ['Строительный контроль', 'Строительный контроль', 140],
  technical_supervision: [
    'Технический надзор за строительством газопровода',
    'Технический надзор',
    150,
  ],
  author_supervision: ['Авторский надзор', 'Авторский надзор', 160],
  start_up_work: [
    'Пусконаладочные работы газоиспользующего оборудования',
    'Пусконаладочные работы',
    170,
  ],
  gas_start: ['Пуск газа', 'Пуск газа', 180],
  gas_metring_installation: [
    'Установка (замена) прибора учёта газа',
    'Установка счётчика газа',
    190,
  ],
  gas_replacement: ['Замена газового оборудования', 'Замена газового оборудования', 200],
  gas_reinstallation: [
    'Перенос (перемонтаж) газопровода и газового оборудования',
    'Перенос газового оборудования',
    210,
  ],
  vdgo_repair: ['Ремонт внутридомового газового оборудования', 'Ремонт ВДГО', 220],
  domestic_gas_equipment_maintenance: [
    'Техническое обслуживание внутридомового газового оборудования',
    'Обслуживание ВДГО',
    230,
  ],
  emergency_dispatching_support: [
    'Аварийно-диспетчерское обеспечение',
    'Аварийно-диспетчерское обеспечение',
    240,
  ],
  heat_calculation: ['Теплотехнический расчёт', 'Теплотехнический расчёт', 250],
  network_remove: ['Вынос (перекладка) сетей газораспределения', 'Вынос сетей', 260],
  consultation: ['Консультация по вопросам подключения и газификации', 'Консультация', 270],
  additional_service: ['Прочие дополнительные услуги', 'Дополнительная услуга', 270],
  dogasification: ['Догазификация', 'Догазификация', 280],
  social_dogasification: ['Социальная догазификация', 'Социальная догазификация', 280],
  snt_dogasification: [
    'Догазификация садоводческих некоммерческих товариществ',
    'Догазификация СНТ',
    280,
  ],
} as const satisfies Record<string, readonly [string, string, number]>;

export type ServiceKind = keyof typeof serviceKindTable;

/** Every code, in display order (priority, then name). */
export const serviceKinds: readonly ServiceKind[] = (
  Object.keys(serviceKindTable) as ServiceKind[]
).sort(
  (a, b) =>
    serviceKindTable[a][2] - serviceKindTable[b][2] ||
    serviceKindTable[a][0].localeCompare(serviceKindTable[b][0], 'ru'),
);

export function isServiceKind(value: unknown): value is ServiceKind {
  return isOneOf(serviceKinds, value);
}

export function serviceKindInfo(kind: ServiceKind): ServiceKindInfo {
  const [name, shortName, priority] = serviceKindTable[kind];
  return { name, shortName, priority };
}

/** Unknown codes sort last. */
export function servicePriority(kind: string | null | undefined): number {
  return isServiceKind(kind) ? serviceKindTable[kind][2] : Number.MAX_SAFE_INTEGER;
}

/** Never offered for a new application, on the site or in the console (seed 000 §3). */
export const neverOfferedServiceKinds: readonly ServiceKind[] = [
  'connection_agreement',
  'technical_specifications',
];

/** Only these roles are offered additional services: Admin, ServicesManager, Manager, Operator. */
export const additionalServiceRoles: readonly Role[] = [
  'etp_admin',
  'services_manager',
  'senior_manager',
  'operator',
];

/** The part of a service record the list rules read. */
export interface OfferableService {
  code?: string | null;
  kind?: string | null;
  name: string;
  additional_service?: boolean | null;
  account_types?: readonly string[] | null;
}

/**
 * The services offered to a user, in priority order (seed 000 §3 "List rules for a user"):
 * matching the known account type, additional ones only for the four roles above, never the
 * connection agreement or technical specifications. Pure: takes and returns plain records.
 */
export function offeredServices<S extends OfferableService>(
  services: readonly S[],
  viewer: { accountType?: AccountType | null; role?: Role | null },
): S[] {
  const kindOf = (s: S) => s.kind ?? s.code ?? '';
  const mayAdditional = !!viewer.role && additionalServiceRoles.includes(viewer.role);
  return services
    .filter((s) => !isOneOf(neverOfferedServiceKinds, kindOf(s)))
    .filter((s) => mayAdditional || !s.additional_service)
    .filter(
      (s) =>
        !viewer.accountType || !s.account_types || s.account_types.includes(viewer.accountType),
    )
    .sort(
      (a, b) =>
        servicePriority(kindOf(a)) - servicePriority(kindOf(b)) ||
        a.name.localeCompare(b.name, 'ru'),
    );
}
