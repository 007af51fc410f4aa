/**
 * The dialog of one status move (issue 6 "status actions"): it asks exactly what the target
 * status requires (src/domain/leadTransitions `leadMoveRequirements`: a note, a rejection reason
 * from the rejection_reason dictionary and the refusal kind, an annullation reason …), checks
 * them with the machine's own rules before the call, then PUTs `update_status` with
 * `{status, …requirements}`. The server's 422 lands under its field; a refusal of the move
 * itself (field `status`) shows above the fields.
 */
import { Alert, Button, DialogContentText, MenuItem, TextField } from '@mui/material';
import { useDataProvider, useTranslate, type RaRecord } from 'ra-core';
import { useState, type FormEvent } from 'react';
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
  type LeadMoveRequirement,
} from '../../src/domain/leadTransitions';
import { DialogFrame } from '../../src/ui/dialog';
import { interpolate } from '../../src/validation/messages';
import { leadScreenTexts as text } from './leadLabels';
import { loadedOf } from './loaded';
import { useDictionary } from './leadQueries';
import { fieldErrorsOf } from '../../src/api';

type Values = Partial<Record<LeadMoveRequirement, string>>;

const reasonFields = ['rejection_reason_id', 'annullation_reason_id', 'cancellation_reason_id'];

export interface StatusMoveDialogProps {
  lead: RaRecord;
  target: LeadStatus;
  onClose: () => void;
  /** Gets the lead as the server answered the move. */
  onMoved: (lead: RaRecord) => void;
}

function ReasonSelect({
  target,
  value,
  error,
  onChange,
}: {
  target: LeadStatus;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const reason = leadReasonFields[target];
  const kind = reason?.kind;
  const reasons = loadedOf(useDictionary(kind));
  if (!reason) return null;
  return (
    <TextField
      select
      fullWidth
      required
      margin="dense"
      label={leadMoveFieldTitles[reason.field]}
      value={value}
      error={!!error || !!reasons.error}
      helperText={error ?? reasons.error}
      onChange={(e) => onChange(e.target.value)}
    >
      {(reasons.data ?? []).map((r) => (
        <MenuItem key={String(r.id)} value={String(r.id)}>
          {String(r.name ?? r.id)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function StatusMoveDialog({ lead, target, onClose, onMoved }: StatusMoveDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EogDataProvider>();
  const requirements = leadMoveRequirements(target);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string>();
  const [saving, setSaving] = useState(false);
  const from = typeof lead.status === 'string' ? lead.status : '';
  const labels = { from: leadStatusLabel(from), to: leadStatusLabel(target) };
  const set = (field: LeadMoveRequirement) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const attributes: Record<string, string> = {};
    for (const field of requirements) {
      const value = values[field]?.trim();
      if (value) attributes[field] = value;
    }
    // The machine's own checks; whether the move itself is allowed is the server's call.
    const found = leadMoveErrors(from, target, 'staff', attributes, {
      isComplex: lead.is_complex === true,
      contractStatus: 'current',
    }).filter((e) => e.field !== 'status');
    setErrors(Object.fromEntries(found.map((e) => [e.field, e.message])));
    setGeneral(undefined);
    if (found.length) return;
    setSaving(true);
    try {
      const { data } = await dataProvider.updateStatus('leads', {
        id: lead.id,
        status: target,
        ...attributes,
      });
      onMoved(data);
    } catch (e) {
      const fieldErrors = { ...fieldErrorsOf(e) };
      const statusError = fieldErrors.status;
      delete fieldErrors.status;
      const known = Object.keys(fieldErrors).filter((f) =>
        (requirements as readonly string[]).includes(f),
      );
      setErrors(Object.fromEntries(known.map((f) => [f, fieldErrors[f]!])));
      if (statusError || !known.length) setGeneral(statusError ?? (e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const actionLabel = leadStatusActionLabel('admin', target);
  return (
    <DialogFrame
      open
      title={interpolate(text.moveTitle, labels)}
      onClose={onClose}
      busy={saving}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>{translate('app.ui.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {actionLabel}
          </Button>
        </>
      }
    >
      <DialogContentText sx={{ mb: 1 }}>{interpolate(text.moveConfirm, labels)}</DialogContentText>
      {general ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {general}
        </Alert>
      ) : null}
      {requirements.map((field) => {
        if (reasonFields.includes(field))
          return (
            <ReasonSelect
              key={field}
              target={target}
              value={values[field] ?? ''}
              error={errors[field]}
              onChange={set(field)}
            />
          );
        if (field === 'service_is_provided_kind')
          return (
            <TextField
              key={field}
              select
              fullWidth
              required
              margin="dense"
              label={leadMoveFieldTitles[field]}
              value={values[field] ?? ''}
              error={!!errors[field]}
              helperText={errors[field]}
              onChange={(e) => set(field)(e.target.value)}
            >
              {serviceIsProvidedKinds.map((k) => (
                <MenuItem key={k} value={k}>
                  {serviceIsProvidedKindLabels[k]}
                </MenuItem>
              ))}
            </TextField>
          );
        return (
          <TextField
            key={field}
            fullWidth
            required
            multiline
            minRows={3}
            margin="dense"
            label={leadMoveFieldTitles[field]}
            value={values[field] ?? ''}
            error={!!errors[field]}
            helperText={errors[field]}
            slotProps={{ htmlInput: { maxLength: leadNoteMaxLength } }}
            onChange={(e) => set(field)(e.target.value)}
          />
        );
      })}
    </DialogFrame>
  );
}
