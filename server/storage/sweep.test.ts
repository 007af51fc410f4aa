import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers';
import { startAttachment, storeAttachment } from './attachments';
import { sweepOrphans } from './sweep';

describe('orphan sweep', () => {
  let ctx: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'eog-sweep-'));
    ctx = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('removes day-old unfinished uploads and unowned files with their bytes, keeps owned ones', async () => {
    const { db } = ctx;
    const storage = ctx.app.storage;
    const file = (name: string) =>
      storeAttachment(db, storage, { kind: 'test', filename: name }, Buffer.from(name));

    const unfinished = await startAttachment(db, storage, { kind: 'test', filename: 'a.pdf' });
    const unowned = await file('unowned.pdf');
    const ofInstruction = await file('instruction.pdf');
    await db.query(
      `INSERT INTO instructions (name, for_crm, file_attachment_id) VALUES ('И', true, $1)`,
      [ofInstruction.id],
    );
    const passport = await file('passport.pdf');
    await db.query(
      `UPDATE services SET passport_file_id = $1 WHERE id = (SELECT min(id) FROM services)`,
      [passport.id],
    );
    const [category] = await db.query<{ id: string }>(
      `INSERT INTO knowledge_categories (name) VALUES ('К') RETURNING id`,
    );
    const [question] = await db.query<{ id: string }>(
      `INSERT INTO knowledge_questions (question, answer, category_id) VALUES ('В', 'О', $1) RETURNING id`,
      [category!.id],
    );
    const listed = await file('listed.pdf');
    const orphanListed = await file('orphan-listed.pdf');
    await db.query(
      `UPDATE attachments SET record_type = 'knowledge_questions', record_id = $2 WHERE id = $1`,
      [listed.id, question!.id],
    );
    await db.query(
      `UPDATE attachments SET record_type = 'knowledge_questions', record_id = 999999 WHERE id = $1`,
      [orphanListed.id],
    );

    // An activity's photo or act (server/modules/leads/activities.ts) belongs to the activity.
    const [activity] = await db.query<{ id: string }>(
      `INSERT INTO lead_activities (lead_id, activity_type_id)
       VALUES ((SELECT min(id) FROM leads), (SELECT min(id) FROM dictionaries)) RETURNING id`,
    );
    const ofActivity = await file('activity.pdf');
    await db.query(
      `UPDATE attachments SET record_type = 'LeadActivity', record_id = $2 WHERE id = $1`,
      [ofActivity.id, activity!.id],
    );

    // Nothing is a day old yet.
    expect(await sweepOrphans(db, storage)).toEqual({ uploads: 0, files: 0 });

    const later = new Date(Date.now() + 25 * 3600_000);
    expect(await sweepOrphans(db, storage, { now: later })).toEqual({ uploads: 1, files: 2 });
    // The demo documents (server/db/seed/cabinets.ts) belong to their records and stay too.
    const left = await db.query<{ original_filename: string }>(
      "SELECT original_filename FROM attachments WHERE kind = 'test' ORDER BY id",
    );
    expect(left.map((r) => r.original_filename)).toEqual([
      'instruction.pdf',
      'passport.pdf',
      'listed.pdf',
      'activity.pdf',
    ]);
    expect(await storage.size(unowned.storage_key)).toBeUndefined();
    expect(await storage.size(orphanListed.storage_key)).toBeUndefined();
    expect(await storage.size(listed.storage_key)).toBe('listed.pdf'.length);
    expect(await readdir(join(dataDir, 'files', 'uploads'))).toEqual([]);
    expect(unfinished.upload_id).toBeTruthy();

    // A record giving its file up leaves it to the next sweep.
    await db.query(
      'UPDATE instructions SET file_attachment_id = NULL WHERE file_attachment_id = $1',
      [ofInstruction.id],
    );
    expect(await sweepOrphans(db, storage, { now: later })).toEqual({ uploads: 0, files: 1 });
  });
});
