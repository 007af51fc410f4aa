/**
 * Demo instructions (seed 001 §3): staff guides in the console (CRM) and one for citizens on
 * the site, each with a small PDF (its bytes are written by storeDemoFiles, after the
 * cabinets). Every staff role with the instructions section then opens one, not an empty list.
 * Also a draft advertising banner, inactive so the site's home page stays as it is.
 */
import type { Queryable } from '../index';
import { insertDemoFile } from './cabinets';

const instructions = [
  {
    name: 'Порядок работы с заявками на подключение в консоли',
    filename: 'Работа с заявками.pdf',
    forCrm: true,
    forPortal: false,
    shownFor: null,
  },
  {
    name: 'Согласование договоров и дополнительных соглашений',
    filename: 'Согласование договоров.pdf',
    forCrm: true,
    forPortal: false,
    shownFor: null,
  },
  {
    name: 'Как подать заявку на подключение к газораспределительной сети',
    filename: 'Как подать заявку.pdf',
    forCrm: true,
    forPortal: true,
    shownFor: 'everyone',
  },
] as const;

export async function seedInstructions(tx: Queryable): Promise<void> {
  const [admin] = await tx.query<{ id: string }>(
    "SELECT id FROM admin_users WHERE role = 'etp_admin' ORDER BY id LIMIT 1",
  );
  for (const i of instructions) {
    const file = await insertDemoFile(tx, 'instruction', i.filename);
    await tx.query(
      `INSERT INTO instructions (name, for_crm, for_portal, shown_for_kind, file_attachment_id,
         created_by_id, updated_by_id)
       VALUES ($1, $2, $3, $4, $5, $6, $6)`,
      [i.name, i.forCrm, i.forPortal, i.shownFor, file, admin?.id ?? null],
    );
  }
  await tx.query(
    `INSERT INTO advertising_banners (title, content, link, position, active)
     VALUES ($1, $2, $3, 10, false)`,
    [
      'Социальная газификация: подключение до границы участка бесплатно',
      '<p>Подайте заявку на портале — специалисты ГРО свяжутся с вами в течение трёх дней.</p>',
      '/services',
    ],
  );
}
