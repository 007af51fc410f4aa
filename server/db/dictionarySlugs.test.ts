import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateBefore, openTestDb } from '../test/helpers';
import type { Db } from './index';
import { migrate, migrationFiles } from './migrate';

// Migration 0038 on a portal seeded before it: the slugs of its entries, the new connection
// terms and live entries, and its contracts' connection terms moved onto the dictionary.
describe('migration 0038 on an older portal', () => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
    await migrateBefore(db, '0038');
    await db.exec(`
      INSERT INTO regions (code, name) VALUES ('60', 'Псковская область');
      INSERT INTO dictionaries (dictionary_type, name, position) VALUES
        ('livestock_kind', 'Козы', 10), ('livestock_kind', 'Козы!', 20),
        ('livestock_kind', '«—»', 30), ('current_problem', 'Проблем нет', 5),
        ('lead_category', 'Первая категория', 10);
      INSERT INTO organizations (name) VALUES ('ГРО');
      INSERT INTO users (email, account_type) VALUES ('fl@eog.test', 'individual_person');
      INSERT INTO leads (uid, status, user_id, organization_id, region_id)
        SELECT '60-1', 'in_progress', u.id, o.id, r.id FROM users u, organizations o, regions r;
      INSERT INTO leads (uid, status, user_id, organization_id, region_id)
        SELECT '60-2', 'in_progress', u.id, o.id, r.id FROM users u, organizations o, regions r;
      INSERT INTO contracts (lead_id, connection_time_to_gas_network_slug, concluded_on)
        SELECT id, CASE uid WHEN '60-1' THEN 'days_135' ELSE NULL END, '2025-03-01' FROM leads;
    `);
    expect(await migrate(db)).toEqual(migrationFiles().filter((f) => f >= '0038'));
  });
  afterAll(() => drop());

  it('gives every entry the slug of its name, the earlier one of a list first', async () => {
    const rows = await db.query<{ name: string; slug: string | null }>(
      `SELECT name, slug FROM dictionaries WHERE dictionary_type IN ('livestock_kind', 'current_problem')
        ORDER BY dictionary_type, position`,
    );
    expect(rows).toEqual([
      { name: 'Проблем нет', slug: 'probliem_niet' },
      { name: 'Козы', slug: 'kozy' },
      { name: 'Козы!', slug: 'kozy_2' },
      { name: '«—»', slug: null },
    ]);
  });

  it('adds the connection terms and the live lead category once', async () => {
    const rows = await db.query<{ dictionary_type: string; slug: string }>(
      `SELECT dictionary_type, slug FROM dictionaries
        WHERE dictionary_type IN ('connection_time_to_gas_network', 'lead_category')
        ORDER BY dictionary_type, position`,
    );
    expect(rows.map((r) => r.slug)).toEqual([
      '30_dniei',
      '135_dniei',
      '270_dniei',
      '1_god',
      '1_5_goda',
      '2_goda',
      'po_grafiku_soglasovannomu_s_zaiavitieliem',
      'piervaia_katiegoriia',
      'nie_triebuietsia_sushchiestvuiushchii',
    ]);
  });

  it('moves the contracts’ connection terms onto the dictionary, and concluded_on to _at', async () => {
    const rows = await db.query<{ uid: string; slug: string | null; concluded_at: string }>(
      `SELECT l.uid, d.slug, to_char(c.concluded_at, 'YYYY-MM-DD') AS concluded_at
         FROM contracts c JOIN leads l ON l.id = c.lead_id
         LEFT JOIN dictionaries d ON d.id = c.connection_time_to_gas_network_id ORDER BY l.uid`,
    );
    expect(rows).toEqual([
      { uid: '60-1', slug: '135_dniei', concluded_at: '2025-03-01' },
      { uid: '60-2', slug: null, concluded_at: '2025-03-01' },
    ]);
  });
});
