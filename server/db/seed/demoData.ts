/**
 * Demo organizations and accounts: ГРО in Псковская (60), Московская (50) and Ленинградская (47)
 * областях, an independent ГРО in 60, the ЕОГ itself, one МФЦ, one staff account per role and
 * one applicant per account type. INN/OGRN/SNILS values are fictitious but pass the checksums.
 */
import type { AccountType } from '../../../src/domain/accountTypes';
import type { Role } from '../../../src/domain/roles';

export type Affiliation = 'gro' | 'ngro' | 'rog' | 'eog' | 'eog_agent' | 'authority';

export interface DemoOrganization {
  key: string;
  name: string;
  fullName: string;
  inn: string;
  ogrn: string;
  kpp: string;
  regionCode: string;
  unifiedPhone: string;
  phones: string[];
  email: string;
  /** Region code → capacities; `rog` also makes it the region's main organization. */
  affiliations: Record<string, Affiliation[]>;
  branches: { name: string; regionCode: string; phone: string; head?: boolean }[];
  /** Service kinds this organization provides. */
  services: string[];
  /** Legal address, also used as the postal one. */
  address: { zip: string; region: string; city: string; street: string; house: string };
}

const groServices = [
  'technical_connection',
  'pre_tech_specification',
  'dogasification',
  'social_dogasification',
  'project_development',
  'construction',
  'gas_start',
  'gas_metring_installation',
  'vdgo_repair',
  'consultation',
];

export const demoOrganizations: DemoOrganization[] = [
  {
    key: 'pskov',
    name: 'АО «Газпром газораспределение Псков»',
    fullName: 'Акционерное общество «Газпром газораспределение Псков»',
    inn: '6027123459',
    ogrn: '1026000001235',
    kpp: '602701001',
    regionCode: '60',
    unifiedPhone: '78112000104',
    phones: ['78112000105', '78112000106'],
    email: 'info@pskov-gro.example',
    affiliations: { '60': ['gro', 'rog'] },
    branches: [
      { name: 'Псковский филиал', regionCode: '60', phone: '78112000110', head: true },
      { name: 'Великолукский филиал', regionCode: '60', phone: '78115300110' },
      { name: 'Островский участок', regionCode: '60', phone: '78115200110' },
    ],
    services: groServices,
    address: {
      zip: '180000',
      region: 'Псковская область',
      city: 'г. Псков',
      street: 'ул. Гражданская',
      house: 'д. 5',
    },
  },
  {
    key: 'mosobl',
    name: 'АО «Мособлгаз»',
    fullName: 'Акционерное общество «Мособлгаз»',
    inn: '5032292612',
    ogrn: '1185053015740',
    kpp: '503201001',
    regionCode: '50',
    unifiedPhone: '74957200000',
    phones: ['74957200001'],
    email: 'info@mosoblgaz.example',
    affiliations: { '50': ['gro', 'rog'] },
    branches: [
      { name: 'Филиал «Север»', regionCode: '50', phone: '74957200010', head: true },
      { name: 'Филиал «Юг»', regionCode: '50', phone: '74957200020' },
    ],
    services: [...groServices, 'package_deal', 'network_remove'],
    address: {
      zip: '143026',
      region: 'Московская область',
      city: 'р.п. Новоивановское',
      street: 'ул. Луговая',
      house: 'д. 1',
    },
  },
  {
    key: 'lenobl',
    name: 'АО «Газпром газораспределение Ленинградская область»',
    fullName: 'Акционерное общество «Газпром газораспределение Ленинградская область»',
    inn: '7838024362',
    ogrn: '1027810229941',
    kpp: '470301001',
    regionCode: '47',
    unifiedPhone: '78127700000',
    phones: ['78127700001'],
    email: 'info@lenobl-gro.example',
    affiliations: { '47': ['gro', 'rog'], '78': ['gro'] },
    branches: [
      { name: 'Филиал в г. Гатчине', regionCode: '47', phone: '78137100000', head: true },
      { name: 'Филиал в г. Всеволожске', regionCode: '47', phone: '78137000000' },
      { name: 'Санкт-Петербургский участок', regionCode: '78', phone: '78127700010' },
    ],
    services: groServices,
    address: {
      zip: '188300',
      region: 'Ленинградская область',
      city: 'г. Гатчина',
      street: 'пр. 25 Октября',
      house: 'д. 40',
    },
  },
  {
    key: 'pskov_ngro',
    name: 'ООО «Псковская газовая компания»',
    fullName: 'Общество с ограниченной ответственностью «Псковская газовая компания»',
    inn: '6025000010',
    ogrn: '1106025000014',
    kpp: '602501001',
    regionCode: '60',
    unifiedPhone: '78115300200',
    phones: [],
    email: 'office@pskovgaz.example',
    affiliations: { '60': ['ngro'] },
    branches: [{ name: 'Головной офис', regionCode: '60', phone: '78115300200', head: true }],
    services: ['technical_connection', 'construction', 'gas_metring_installation'],
    address: {
      zip: '182100',
      region: 'Псковская область',
      city: 'г. Великие Луки',
      street: 'ул. Гоголя',
      house: 'д. 12',
    },
  },
  {
    key: 'eog',
    name: 'ООО «Газпром газификация»',
    fullName: 'Общество с ограниченной ответственностью «Газпром газификация»',
    inn: '7813655197',
    ogrn: '1217800107700',
    kpp: '781301001',
    regionCode: '78',
    unifiedPhone: '78001014747',
    phones: [],
    email: 'info@eog.example',
    affiliations: { '60': ['eog'], '50': ['eog'], '47': ['eog'], '78': ['eog'] },
    branches: [{ name: 'Центральный офис', regionCode: '78', phone: '78001014747', head: true }],
    services: ['consultation'],
    address: {
      zip: '197229',
      region: 'г. Санкт-Петербург',
      city: 'г. Санкт-Петербург',
      street: 'Лахтинский пр.',
      house: 'д. 2, корп. 3',
    },
  },
];

export const demoMfc = {
  name: 'ГБУ ПО «Многофункциональный центр предоставления государственных и муниципальных услуг»',
  regionCode: '60',
  address: 'г. Псков, ул. Шерстобитова, д. 1',
  phone: '78112290190',
};

/** Where a staff account belongs; keys refer to demoOrganizations and their branch index. */
export interface DemoStaff {
  role: Role;
  lastName: string;
  firstName: string;
  middleName: string;
  organization?: string;
  branch?: number;
  regionCode?: string;
  mfc?: boolean;
  /** The login before @eog.test when one role has several accounts (default: the role). */
  login?: string;
  executorSelection?: boolean;
  socialAssistance?: boolean;
}

export const demoStaff: DemoStaff[] = [
  {
    role: 'etp_admin',
    lastName: 'Смирнов',
    firstName: 'Алексей',
    middleName: 'Петрович',
    organization: 'eog',
  },
  {
    role: 'senior_manager',
    lastName: 'Иванова',
    firstName: 'Ольга',
    middleName: 'Сергеевна',
    organization: 'pskov',
    branch: 0,
    regionCode: '60',
  },
  {
    role: 'operator',
    lastName: 'Кузнецов',
    firstName: 'Дмитрий',
    middleName: 'Андреевич',
    organization: 'pskov',
    branch: 1,
    regionCode: '60',
  },
  {
    role: 'eog',
    lastName: 'Попова',
    firstName: 'Марина',
    middleName: 'Викторовна',
    organization: 'eog',
    regionCode: '78',
  },
  {
    role: 'mfc',
    lastName: 'Васильев',
    firstName: 'Игорь',
    middleName: 'Николаевич',
    regionCode: '60',
    mfc: true,
  },
  { role: 'auditor', lastName: 'Соколова', firstName: 'Елена', middleName: 'Александровна' },
  {
    role: 'mfc_admin',
    lastName: 'Михайлов',
    firstName: 'Сергей',
    middleName: 'Владимирович',
    regionCode: '60',
    mfc: true,
  },
  {
    role: 'mfc_operator',
    lastName: 'Новикова',
    firstName: 'Анна',
    middleName: 'Игоревна',
    regionCode: '60',
    mfc: true,
  },
  {
    role: 'regional_head',
    lastName: 'Фёдоров',
    firstName: 'Павел',
    middleName: 'Константинович',
    regionCode: '60',
  },
  { role: 'minenergo_auditor', lastName: 'Морозова', firstName: 'Татьяна', middleName: 'Юрьевна' },
  {
    role: 'rgk_operator',
    lastName: 'Волков',
    firstName: 'Андрей',
    middleName: 'Михайлович',
    organization: 'pskov',
    regionCode: '60',
  },
  {
    role: 'services_manager',
    lastName: 'Алексеева',
    firstName: 'Наталья',
    middleName: 'Олеговна',
    organization: 'pskov',
    regionCode: '60',
  },
  // The RegionalHead's sections depend on its two flags (seed 001 §6): one account per variant.
  {
    role: 'regional_head',
    login: 'regional_head_executor',
    lastName: 'Гусев',
    firstName: 'Олег',
    middleName: 'Романович',
    regionCode: '60',
    executorSelection: true,
  },
  {
    role: 'regional_head',
    login: 'regional_head_social',
    lastName: 'Белова',
    firstName: 'Ирина',
    middleName: 'Павловна',
    regionCode: '60',
    socialAssistance: true,
  },
  {
    role: 'regional_head',
    login: 'regional_head_both',
    lastName: 'Орлов',
    firstName: 'Виктор',
    middleName: 'Степанович',
    regionCode: '60',
    executorSelection: true,
    socialAssistance: true,
  },
];

export interface DemoApplicant {
  email: string;
  accountType: AccountType;
  lastName: string;
  firstName: string;
  middleName: string;
  phone: string;
  gender: 'female' | 'male';
  birthDate: string;
  snils?: string;
  inn?: string;
  ogrn?: string;
  kpp?: string;
  organizationName?: string;
  organizationFullName?: string;
}

export const demoApplicants: DemoApplicant[] = [
  {
    email: 'fl@eog.test',
    accountType: 'individual_person',
    lastName: 'Петров',
    firstName: 'Иван',
    middleName: 'Сергеевич',
    phone: '79110000001',
    gender: 'male',
    birthDate: '1985-04-12',
    snils: '112-233-445 95',
  },
  {
    email: 'ul@eog.test',
    accountType: 'legal_entity',
    lastName: 'Сидорова',
    firstName: 'Мария',
    middleName: 'Ивановна',
    phone: '79110000002',
    gender: 'female',
    birthDate: '1979-09-30',
    inn: '6027987650',
    ogrn: '1026000098761',
    kpp: '602701001',
    organizationName: 'ООО «Псковский хлебозавод»',
    organizationFullName: 'Общество с ограниченной ответственностью «Псковский хлебозавод»',
  },
  {
    email: 'ip@eog.test',
    accountType: 'entrepreneur',
    lastName: 'Егоров',
    firstName: 'Николай',
    middleName: 'Павлович',
    phone: '79110000003',
    gender: 'male',
    birthDate: '1990-01-21',
    inn: '602712345615',
    ogrn: '321602700012341',
    organizationName: 'ИП Егоров Николай Павлович',
  },
];
