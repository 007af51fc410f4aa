/**
 * Demo quality ratings, so /crm/ratings and the applicant's ratings have something real: the
 * individual's Псков lead with the signed contract (60-ПС-000102) goes on to finished and is
 * rated (visible to the all-scope roles and to the Псков ГРО staff), with a staff comment;
 * three site-wide ratings come from the three demo applicants (visible to the all-scope roles
 * only). Runs after seedApplicants. 50-МО-000103 stays in_progress: other tests rely on it.
 */
import type { RatingCriterion } from '../../../src/domain/ratings';
import type { Queryable } from '../index';

/** The demo lead that is finished and rated. */
export const ratedDemoLeadUid = '60-ПС-000102';

interface DemoRating {
  user: string;
  leadUid?: string;
  grades: Partial<Record<RatingCriterion, number>>;
  comment: string | null;
  staffComment?: { admin: string; text: string };
}

const demoRatings: DemoRating[] = [
  {
    user: 'fl@eog.test',
    leadUid: ratedDemoLeadUid,
    grades: {
      portal_application_convenience: 5,
      status_tracking_convenience: 4,
      document_attachment_simplicity: 5,
      website_convenience: 4,
      support_quality: 5,
      service_quality: 5,
      application_review_time: 4,
      contract_timeline: 4,
      communication_convenience: 5,
    },
    comment: 'Газ подключили в срок, спасибо специалистам.',
    staffComment: {
      admin: 'etp_admin@eog.test',
      text: 'Благодарность передана в АО «Газпром газораспределение Псков».',
    },
  },
  {
    user: 'fl@eog.test',
    grades: {
      portal_application_convenience: 5,
      status_tracking_convenience: 5,
      document_attachment_simplicity: 4,
      website_convenience: 5,
      support_quality: 4,
    },
    comment: 'Удобно следить за заявкой в личном кабинете.',
  },
  {
    user: 'ul@eog.test',
    grades: {
      portal_application_convenience: 3,
      status_tracking_convenience: 2,
      document_attachment_simplicity: 2,
      website_convenience: 3,
      support_quality: 3,
    },
    comment: 'Долго загружаются большие документы.',
  },
  {
    user: 'ip@eog.test',
    grades: {
      portal_application_convenience: 4,
      status_tracking_convenience: 4,
      document_attachment_simplicity: 4,
      website_convenience: 4,
      support_quality: 5,
    },
    comment: null,
  },
];

/** Finishes the rated demo lead, with the move in its history, as a ГРО would. */
async function finishRatedLead(tx: Queryable): Promise<void> {
  const [lead] = await tx.query<{ id: string; status: string }>(
    'SELECT id, status FROM leads WHERE uid = $1',
    [ratedDemoLeadUid],
  );
  if (!lead) throw new Error(`demo seed: no lead ${ratedDemoLeadUid}`);
  if (lead.status === 'finished') return;
  await tx.query("UPDATE leads SET status = 'finished', status_changed_at = now() WHERE id = $1", [
    lead.id,
  ]);
  await tx.query(
    "INSERT INTO lead_status_changes (lead_id, from_status, to_status) VALUES ($1, $2, 'finished')",
    [lead.id, lead.status],
  );
}

export async function seedRatings(tx: Queryable): Promise<void> {
  await finishRatedLead(tx);
  for (const rating of demoRatings) {
    const columns = Object.keys(rating.grades) as RatingCriterion[];
    const params = [
      rating.user,
      rating.leadUid ?? null,
      rating.comment,
      ...columns.map((c) => rating.grades[c]),
    ];
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO ratings (user_id, lead_id, lead_status, comment, ${columns.join(', ')})
       SELECT u.id, l.id, l.status, $3, ${columns.map((_, i) => `$${i + 4}`).join(', ')}
         FROM users u LEFT JOIN leads l ON l.uid = $2 AND l.user_id = u.id
        WHERE u.email = $1
       RETURNING id`,
      params,
    );
    if (!row) throw new Error(`demo seed: no applicant ${rating.user}`);
    if (rating.staffComment) {
      await tx.query(
        `INSERT INTO rating_comments (rating_id, text, admin_id)
         SELECT $1, $2, id FROM admin_users WHERE email = $3`,
        [row.id, rating.staffComment.text, rating.staffComment.admin],
      );
    }
  }
}
