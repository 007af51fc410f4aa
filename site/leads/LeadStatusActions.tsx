/**
 * The applicant's status actions on a lead: one button per move the server allows now
 * (`status_moves` → meta.allowed_statuses), labelled with the site's action labels (seed 000 §4:
 * 'Отправить на регистрацию', 'Отправить на повторную проверку', 'Отменить заявку'), each behind
 * a confirmation naming both statuses, with an optional comment.
 */
import { useState } from 'react';
import { leadStatusActionLabel, leadStatusLabel } from '../../src/domain/leadStatuses';
import { leadNoteMaxLength } from '../../src/domain/leadTransitions';
import { interpolate } from '../../src/validation/messages';
import { ConfirmDialog } from './ConfirmDialog';
import { moveLead } from './leadsApi';
import { siteLeadTexts as t } from './texts';
import { useConfirmedMove } from './useConfirmedMove';

export function LeadStatusActions({
  leadId,
  status,
  moves,
  onMoved,
}: {
  leadId: string;
  status: string;
  moves: readonly string[];
  onMoved: () => void;
}) {
  const [target, setTarget] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const { busy, error, clearError, run } = useConfirmedMove(() => {
    setTarget(null);
    setNote('');
    onMoved();
  });

  if (!moves.length) return null;

  const close = () => {
    setTarget(null);
    setNote('');
    clearError();
  };
  const confirm = async () => {
    if (target) await run(() => moveLead(leadId, target, note));
  };

  return (
    <section aria-label={t.actions}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {moves.map((to) => (
          <button key={to} type="button" onClick={() => setTarget(to)}>
            {leadStatusActionLabel('site', to)}
          </button>
        ))}
      </div>
      {target && (
        <ConfirmDialog
          title={interpolate(t.moveTitle, { action: leadStatusActionLabel('site', target) })}
          confirmLabel={t.confirm}
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={close}
        >
          <p>
            {interpolate(t.moveConfirm, {
              from: leadStatusLabel(status),
              to: leadStatusLabel(target),
            })}
          </p>
          <label style={{ display: 'block', marginBottom: 12 }}>
            {t.note}
            <textarea
              value={note}
              maxLength={leadNoteMaxLength}
              onChange={(e) => setNote(e.target.value)}
              style={{ display: 'block', width: '100%', minHeight: 64 }}
            />
          </label>
        </ConfirmDialog>
      )}
    </section>
  );
}
