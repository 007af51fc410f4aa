/**
 * The applicant's status actions on a lead: one button per move the server allows now
 * (`status_moves` → meta.allowed_statuses), labelled with the site's action labels (seed 000 §4:
 * 'Отправить на регистрацию', 'Отправить на повторную проверку', 'Отменить заявку'), each behind
 * a confirmation naming both statuses, with an optional comment — the site's one move dialog
 * (site/contracts/MoveActions.tsx).
 */
import type { RaRecord } from 'ra-core';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { leadStatusActionLabel, leadStatusLabel } from '../../src/domain/leadStatuses';
import { leadNoteMaxLength } from '../../src/domain/leadTransitions';
import { interpolate } from '../../src/validation/messages';
import { MoveActions } from '../contracts/MoveActions';
import { LEADS } from './leadQueries';
import { siteLeadTexts as t } from './texts';

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
  if (!moves.length) return null;
  return (
    <section aria-label={t.actions}>
      <MoveActions
        moves={moves.map((to) => ({ value: to, title: leadStatusActionLabel('site', to) }))}
        title={(move) => interpolate(t.moveTitle, { action: move.title })}
        confirmLabel={() => t.confirm}
        confirmText={(to) =>
          interpolate(t.moveConfirm, { from: leadStatusLabel(status), to: leadStatusLabel(to) })
        }
        note={{ label: t.note, maxLength: leadNoteMaxLength }}
        send={async (to, note) =>
          (
            await dataProvider.updateStatus(LEADS, {
              id: leadId,
              status: to,
              ...(note ? { note } : {}),
            })
          ).data
        }
        onMoved={onMoved}
      />
    </section>
  );
}
