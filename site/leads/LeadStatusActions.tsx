/**
 * The applicant's status actions on a lead: one button per move the server allows now
 * (`status_moves` → meta.allowed_statuses), labelled with the site's action labels (seed 000 §4:
 * 'Отправить на регистрацию', 'Отправить на повторную проверку', 'Отменить заявку'), each behind
 * a confirmation naming both statuses, with an optional comment.
 */
import { useState } from 'react';
import type { RaRecord } from 'ra-core';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { leadStatusActionLabel, leadStatusLabel } from '../../src/domain/leadStatuses';
import { leadNoteMaxLength } from '../../src/domain/leadTransitions';
import { interpolate } from '../../src/validation/messages';
import { ConfirmDialog } from '../../src/ui/dialog';
import { LEADS } from './leadQueries';
import { siteLeadTexts as t } from './texts';
import { useConfirmedMove } from './useConfirmedMove';
import ui from '../theme/ui.module.css';

export function LeadStatusActions({
  leadId,
  status,
  moves,
  onMoved,
}: {
  leadId: string;
  status: string;
  moves: readonly string[];
  /** Gets the lead as the move's answer has it. */
  onMoved: (lead: RaRecord) => void;
}) {
  const dataProvider = useEogDataProvider();
  const [target, setTarget] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const { busy, error, clearError, run } = useConfirmedMove<RaRecord>((lead) => {
    setTarget(null);
    setNote('');
    onMoved(lead);
  });

  if (!moves.length) return null;

  const close = () => {
    setTarget(null);
    setNote('');
    clearError();
  };
  const confirm = async () => {
    if (!target) return;
    const trimmed = note.trim();
    await run(
      async () =>
        (
          await dataProvider.updateStatus(LEADS, {
            id: leadId,
            status: target,
            ...(trimmed ? { note: trimmed } : {}),
          })
        ).data,
    );
  };

  return (
    <section aria-label={t.actions}>
      <div className={ui.actions}>
        {moves.map((to) => (
          <button key={to} type="button" className={ui.button} onClick={() => setTarget(to)}>
            {leadStatusActionLabel('site', to)}
          </button>
        ))}
      </div>
      {target && (
        <ConfirmDialog
          open
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
          <label className={ui.field}>
            <span className={ui.label}>{t.note}</span>
            <textarea
              className={ui.textarea}
              value={note}
              maxLength={leadNoteMaxLength}
              onChange={(e) => setNote(e.target.value)}
            />
          </label>
        </ConfirmDialog>
      )}
    </section>
  );
}
