/**
 * Demo data of the organization tabs (seed 001 §2 nested routes): reception hours, the
 * districts and cadastral quarters the Псков branches serve, a regional benefit, an
 * authorized representative, tariff rates and settings — and the hours, a benefit and a
 * representative of the single operator's own organization, which etp_admin and ЕОГ open. Rows are found by the demo
 * organizations' and branches' names (demoData.ts), so this runs after seedDemo.
 */
import type { Queryable } from '../index';
import { requireId } from './ids';

const PSKOV = 'АО «Газпром газораспределение Псков»';
const MOSOBL = 'АО «Мособлгаз»';
/** The single operator's own organization: etp_admin's and ЕОГ's tabs open it. */
const EOG = 'ООО «Газпром газификация»';

/** Mon–Fri 08:00–17:00 with a lunch break, as a typical ГРО reception. */
const weekdays = ['1', '2', '3', '4', '5'];

/** Branch name → [district name, prefix][] and its quarters. */
const districts: Record<string, { districts: [string, string][]; quarters: string[] }> = {
  'Псковский филиал': {
    districts: [
      ['г. Псков', '60:27'],
      ['Псковский район', '60:18'],
    ],
    quarters: ['60:18:0080101'],
  },
  'Великолукский филиал': {
    districts: [
      ['г. Великие Луки', '60:25'],
      ['Великолукский район', '60:02'],
    ],
    quarters: [],
  },
  'Островский участок': {
    districts: [['Островский район', '60:13']],
    // A quarter of the Псков district served by the Остров crew: the quarter wins.
    quarters: ['60:27:0010101'],
  },
};

export async function seedOrganizationExtras(tx: Queryable): Promise<void> {
  const pskov = await requireId(tx, 'SELECT id FROM organizations WHERE name = $1', [PSKOV]);
  const mosobl = await requireId(tx, 'SELECT id FROM organizations WHERE name = $1', [MOSOBL]);
  const region60 = await requireId(tx, 'SELECT id FROM regions WHERE code = $1', ['60']);
  const eog = await requireId(tx, 'SELECT id FROM organizations WHERE name = $1', [EOG]);
  const region50 = await requireId(tx, 'SELECT id FROM regions WHERE code = $1', ['50']);

  for (const day of weekdays) {
    await tx.query(
      `INSERT INTO organization_schedules (organization_id, weekday, time_from, time_to,
         break_from, break_to, note)
       VALUES ($1, $2, '08:00', '17:00', '12:00', '12:45', $3)`,
      [pskov, day, day === '5' ? 'В пятницу приём до 16:00 по записи' : null],
    );
    await tx.query(
      `INSERT INTO organization_schedules (organization_id, weekday, time_from, time_to,
         break_from, break_to, note)
       VALUES ($1, $2, '09:00', '18:00', '13:00', '14:00', NULL)`,
      [eog, day],
    );
  }

  for (const [branch, data] of Object.entries(districts)) {
    const branchId = await requireId(
      tx,
      'SELECT id FROM branches WHERE name = $1 AND organization_id = $2',
      [branch, pskov],
    );
    for (const [name, prefix] of data.districts)
      await tx.query(
        'INSERT INTO branch_districts (branch_id, name, cadastral_prefix) VALUES ($1, $2, $3)',
        [branchId, name, prefix],
      );
    for (const number of data.quarters)
      await tx.query('INSERT INTO branch_cadastral_quarters (branch_id, number) VALUES ($1, $2)', [
        branchId,
        number,
      ]);
  }

  await tx.query(
    `INSERT INTO organization_regional_benefits (organization_id, region_id, name, description,
       legal_basis, valid_from)
     VALUES ($1, $2, $3, $4, $5, '2022-01-01')`,
    [
      pskov,
      region60,
      'Субсидия на догазификацию для льготных категорий граждан',
      'Возмещение расходов на работы внутри границ участка до 100 000 ₽.',
      'Постановление Правительства Псковской области от 10.12.2021 № 452',
    ],
  );

  await tx.query(
    `INSERT INTO organization_regional_benefits (organization_id, region_id, name, description,
       legal_basis, valid_from)
     VALUES ($1, $2, $3, $4, $5, '2023-01-01')`,
    [
      eog,
      region50,
      'Компенсация затрат на внутридомовое газовое оборудование',
      'Выплата до 100 000 ₽ семьям участников СВО, многодетным и малоимущим семьям.',
      'Постановление Правительства Московской области от 27.12.2022 № 1480/46',
    ],
  );

  await tx.query(
    `INSERT INTO organization_representatives (organization_id, last_name, first_name,
       middle_name, position, attorney_number, attorney_date, attorney_valid_until, phone, email)
     VALUES ($1, 'Смирнова', 'Елена', 'Викторовна', 'Начальник отдела подключений', '60/112-Д',
       '2025-01-15', '2026-12-31', '78112000120', 'smirnova@pskov-gro.example'),
       ($2, 'Ковалёв', 'Андрей', 'Сергеевич', 'Директор по работе с регионами', '77/045-Д',
       '2026-02-01', '2027-01-31', '74957190000', 'kovalev@gazprom-gaz.example')`,
    [pskov, eog],
  );

  const rateTypes = await tx.query<{ id: string; name: string }>(
    `SELECT id, name FROM dictionaries WHERE dictionary_type = 'tariff_rate_type' ORDER BY position, id`,
  );
  for (const [index, type] of rateTypes.slice(0, 2).entries()) {
    await tx.query(
      `INSERT INTO organization_tariff_rates (organization_id, tariff_rate_type_id, value, unit,
         valid_from)
       VALUES ($1, $2, $3, $4, '2025-01-01')`,
      [pskov, type.id, index === 0 ? '15234.50' : '0', index === 0 ? '₽ за подключение' : '₽'],
    );
  }

  await tx.query(
    `INSERT INTO organization_settings (organization_id, accepts_applications, social_assistance,
       epgu_code, hot_line_hours, complex_implementation, complex_implementation_note)
     VALUES ($1, true, true, '6000000001', 'Пн–Пт 08:00–20:00', true,
       'Участник пилотного проекта комплексной реализации в Псковской области'),
       ($2, true, false, '5000000001', 'Круглосуточно', false, NULL)`,
    [pskov, mosobl],
  );
}
