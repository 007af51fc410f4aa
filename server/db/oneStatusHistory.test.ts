import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateBefore, openTestDb } from '../test/helpers';
import type { Db } from './index';
import { migrate, migrationFiles } from './migrate';

// Migration 0041 on a portal with documents' and appeals' histories in their own tables: every
// move joins registry_status_changes under its definition's name, in its order, with its details.
describe('migration 0041 on an older portal', () => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await openTestDb());
    await migrateBefore(db, '0041');
    await db.exec(`
      INSERT INTO document_status_changes
        (document_type, document_id, from_status, to_status, comment, due_date, created_at) VALUES
        ('gro_request', 7, NULL, 'draft', NULL, NULL, '2026-01-01'),
        ('reporting_document', 7, NULL, 'draft', NULL, NULL, '2026-01-02'),
        ('gro_request', 7, 'draft', 'sent', 'Срочно', '2026-01-12', '2026-01-03');
      INSERT INTO appeal_status_changes
        (record_kind, record_id, from_status, to_status, comment, notified_by) VALUES
        ('appeal', 3, NULL, 'new', NULL, 'sms'),
        ('consultation', 3, NULL, 'new', NULL, NULL),
        ('appeal', 3, 'new', 'in_work', 'Взято', 'email');
      INSERT INTO registry_status_changes (registry, record_id, from_status, to_status)
        VALUES ('boiler_houses', 1, NULL, 'draft');
    `);
    expect(await migrate(db)).toEqual(migrationFiles().filter((f) => f >= '0041'));
  });
  afterAll(() => drop());

  it('moves every row under its registry, in order, with its due date or channel', async () => {
    const rows = await db.query(
      `SELECT registry, record_id::text AS record_id, from_status, to_status, comment, details
         FROM registry_status_changes ORDER BY registry, record_id, id`,
    );
    expect(rows).toEqual([
      { ...row('appeals', 3, null, 'new', null), details: { notified_by: 'sms' } },
      { ...row('appeals', 3, 'new', 'in_work', 'Взято'), details: { notified_by: 'email' } },
      { ...row('appeals/consultations', 3, null, 'new', null), details: {} },
      { ...row('boiler_houses', 1, null, 'draft', null), details: {} },
      { ...row('gro_requests', 7, null, 'draft', null), details: {} },
      { ...row('gro_requests', 7, 'draft', 'sent', 'Срочно'), details: { due_date: '2026-01-12' } },
      { ...row('reporting_documents', 7, null, 'draft', null), details: {} },
    ]);
  });

  // Its own schema only: on PostgreSQL other test files' schemas hold these tables too.
  it('drops the two tables it emptied', async () => {
    const [left] = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM information_schema.tables
        WHERE table_schema = current_schema()
          AND table_name IN ('document_status_changes', 'appeal_status_changes')`,
    );
    expect(Number(left!.n)).toBe(0);
  });
});

function row(
  registry: string,
  id: number,
  from: string | null,
  to: string,
  comment: string | null,
) {
  return { registry, record_id: String(id), from_status: from, to_status: to, comment };
}
