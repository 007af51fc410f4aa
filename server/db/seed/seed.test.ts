import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../../src/domain/roles';
import { isValidSnils } from '../../../src/validation/snils';
import { verifyPassword } from '../../auth/passwords';
import { DEMO_PASSWORD, openTestDb } from '../../test/helpers';
import type { Db } from '../index';
import { migrate } from '../migrate';
import { demoStaff } from './demoData';
import { demoOperators } from './operators';
import { seed, type SeedResult } from './index';
import { dictionaryKinds } from '../../../src/domain/dictionaryKinds';

describe('seed', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let first: SeedResult;

  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
    await migrate(db);
    first = await seed(db, { demo: true, demoPassword: DEMO_PASSWORD });
  });
  afterAll(() => drop());

  const count = async (sql: string) => Number((await db.query<{ n: string }>(sql))[0]!.n);

  it('loads the 89 subjects with unique two-digit codes', async () => {
    expect(await count('SELECT count(*) AS n FROM regions')).toBe(89);
    const rows = await db.query<{ code: string; name: string }>(
      "SELECT code, name FROM regions WHERE code IN ('50','60','77','78') ORDER BY code",
    );
    expect(rows.map((r) => r.name)).toEqual([
      'Московская область',
      'Псковская область',
      'Москва',
      'Санкт-Петербург',
    ]);
  });

  it('loads the 7 sources and every service type in priority order', async () => {
    expect(await count('SELECT count(*) AS n FROM sources')).toBe(7);
    const services = await db.query<{ kind: string; priority: number }>(
      'SELECT kind, priority FROM services ORDER BY priority, name',
    );
    expect(services).toHaveLength(32);
    expect(services[0]).toEqual({ kind: 'connection_agreement', priority: 10 });
    expect(services.at(-1)!.priority).toBe(280);
    expect(services.every((s) => s.priority >= 10 && s.priority <= 280)).toBe(true);
  });

  it('loads several entries for every dictionary kind', async () => {
    const rows = await db.query<{ dictionary_type: string; n: string }>(
      'SELECT dictionary_type, count(*) AS n FROM dictionaries GROUP BY dictionary_type',
    );
    expect(rows).toHaveLength(dictionaryKinds.length);
    expect(rows.every((r) => Number(r.n) >= 3)).toBe(true);
  });

  it('creates confirmed staff accounts for every role, linked as the role needs', async () => {
    const staff = await db.query<Record<string, string | null>>(
      'SELECT email, role, organization_id, branch_id, region_id, mfc_id, confirmed_at FROM admin_users',
    );
    expect([...new Set(staff.map((s) => s.role))].sort()).toEqual([...roles].sort());
    expect(staff).toHaveLength(demoStaff.length + demoOperators.length);
    for (const s of staff) {
      expect(s.email).toMatch(new RegExp(`^${s.role}(_[a-z]+)?@eog\\.test$`));
      expect(s.confirmed_at).not.toBeNull();
    }
    const by = (role: string) => staff.find((s) => s.email === `${role}@eog.test`)!;
    expect(by('regional_head').region_id).not.toBeNull();
    for (const r of ['mfc', 'mfc_admin', 'mfc_operator']) expect(by(r).mfc_id).not.toBeNull();
    for (const r of ['senior_manager', 'operator']) {
      expect(by(r).organization_id).not.toBeNull();
      expect(by(r).branch_id).not.toBeNull();
    }
    expect(first.logins.map((l) => l.email)).toContain('etp_admin@eog.test');
  });

  it('creates the three applicants with the demo password and a valid SNILS', async () => {
    const users = await db.query<{
      email: string;
      account_type: string;
      snils: string | null;
      encrypted_password: string;
    }>('SELECT email, account_type, snils, encrypted_password FROM users ORDER BY email');
    expect(users.map((u) => [u.email, u.account_type])).toEqual([
      ['fl@eog.test', 'individual_person'],
      ['ip@eog.test', 'entrepreneur'],
      ['ul@eog.test', 'legal_entity'],
    ]);
    expect(isValidSnils(users[0]!.snils!)).toBe(true);
    expect(await verifyPassword(users[0]!.encrypted_password, DEMO_PASSWORD)).toBe(true);
  });

  it('gives the demo regions their main organization and at least three regions ГРО', async () => {
    const rows = await db.query<{ code: string }>(
      'SELECT code FROM regions WHERE main_organization_id IS NOT NULL ORDER BY code',
    );
    expect(rows.map((r) => r.code)).toEqual(['47', '50', '60']);
  });

  it('seeds nothing on a second call', async () => {
    const again = await seed(db, { demo: true, demoPassword: DEMO_PASSWORD });
    expect(again).toEqual({ seeded: false, logins: [] });
    expect(await count('SELECT count(*) AS n FROM regions')).toBe(89);
    expect(await count('SELECT count(*) AS n FROM admin_users')).toBe(
      demoStaff.length + demoOperators.length,
    );
  });
});

describe('seed without demo data', () => {
  it('seeds once when two starts race', async () => {
    const { db, drop } = await openTestDb();
    try {
      await migrate(db);
      const results = await Promise.all([
        seed(db, { demo: false, demoPassword: 'x' }),
        seed(db, { demo: false, demoPassword: 'x' }),
      ]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      const [row] = await db.query<{ n: string }>('SELECT count(*) AS n FROM regions');
      expect(Number(row!.n)).toBe(89);
    } finally {
      await drop();
    }
  });

  it('loads reference data only', async () => {
    const { db, drop } = await openTestDb();
    try {
      await migrate(db);
      const result = await seed(db, { demo: false, demoPassword: 'x' });
      expect(result).toEqual({ seeded: true, logins: [] });
      const [row] = await db.query<{ n: string }>('SELECT count(*) AS n FROM admin_users');
      expect(Number(row!.n)).toBe(0);
    } finally {
      await drop();
    }
  });
});
