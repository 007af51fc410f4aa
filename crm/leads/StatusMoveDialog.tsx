/**
 * One status move of the lead card (issue 6 "status actions") in the console's one move dialog
 * (crm/registries/MoveDialog.tsx): it asks exactly what the target status requires
 * (src/domain/leadTransitions `leadMoveRequirements`: a reason from the target's dictionary and
 * the refusal kind, a note …), checks them with the machine's own rules before the call, then
 * PUTs `update_status` with `{status, …requirements}`. The server's 422 lands under its field; a
 * refusal of the move itself (field `status`) shows above the fields.
 */
import { useDataProvider, type RaRecord } from 'ra-core';
import { useRef } from 'react';
import type { EogDataProvider } from '../../dataProvider';
import {
  leadStatusActionLabel,
  leadStatusLabel,
  type LeadStatus,
} from '../../src/domain/leadStatuses';
import {
  leadMoveErrors,
  leadMoveFieldTitles,
  leadMoveRequirements,
  leadNoteMaxLength,
  leadReasonFields,
  serviceIsProvidedKindLabels,
  serviceIsProvidedKinds,
} from '../../src/domain/leadTransitions';
import { interpolate } from '../../src/validation/messages';
import { MoveDialog, type MoveChoice, type StatusMove } from '../registries/MoveDialog';
import { leadScreenTexts as text } from './leadLabels';
import { loadedOf } from '../ui/loaded';
import { useDictionary } from './leadQueries';

export interface StatusMoveDialogProps {
  lead: RaRecord;
  target: LeadStatus;
  onClose: () => void;
  /** Gets the lead as the server answered the move. */
  onMoved: (lead: RaRecord) => void;
}

export function StatusMoveDialog({ lead, target, onClose, onMoved }: StatusMoveDialogProps) {
  const dataProvider = useDataProvider<EogDataProvider>();
  const requirements = leadMoveRequirements(target);
  const reason = leadReasonFields[target];
  const reasons = loadedOf(useDictionary(reason?.kind));
  const from = typeof lead.status === 'string' ? lead.status : '';
  const labels = { from: leadStatusLabel(from), to: leadStatusLabel(target) };

  const choices: MoveChoice[] = [];
  if (reason && requirements.includes(reason.field))
    choices.push({
      field: reason.field,
      label: leadMoveFieldTitles[reason.field],
      options: (reasons.data ?? []).map((r) => ({
        value: String(r.id),
        title: String(r.name ?? r.id),
      })),
      error: reasons.error,
    });
  if (requirements.includes('service_is_provided_kind'))
    choices.push({
      field: 'service_is_provided_kind',
      label: leadMoveFieldTitles.service_is_provided_kind,
      options: serviceIsProvidedKinds.map((k) => ({
        value: k,
        title: serviceIsProvidedKindLabels[k],
      })),
    });
  const move: StatusMove = {
    to: target,
    title: interpolate(text.moveTitle, labels),
    action: leadStatusActionLabel('admin', target),
    confirm: interpolate(text.moveConfirm, labels),
    choices,
    ...(requirements.includes('note')
      ? {
          text: {
            field: 'note',
            label: leadMoveFieldTitles.note,
            required: true,
            maxLength: leadNoteMaxLength,
            rows: 3,
          },
        }
      : {}),
    // The machine's own checks; whether the move itself is allowed is the server's call.
    check: (values) =>
      Object.fromEntries(
        leadMoveErrors(from, target, 'staff', values, {
          isComplex: lead.is_complex === true,
          contractStatus: 'current',
        })
          .filter((e) => e.field !== 'status')
          .map((e) => [e.field, e.message]),
      ),
    refusals: ['status'],
  };

  const moved = useRef<RaRecord>(undefined);
  return (
    <MoveDialog
      move={move}
      submit={async (values) => {
        const { data } = await dataProvider.updateStatus('leads', {
          id: lead.id,
          status: target,
          ...values,
        });
        moved.current = data;
      }}
      onDone={() => moved.current && onMoved(moved.current)}
      onClose={onClose}
    />
  );
}
