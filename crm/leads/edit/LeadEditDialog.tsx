/**
 * 'Редактирование заявки № …': the lead's data in the wizard's widgets (crm/leads/wizard/
 * WizardField), section by section (./editModel.ts), with the branch of the lead's organization.
 * 'Сохранить' checks the changes with the server's parser first, then PATCHes only them; a 422 on
 * a field shows under it, anything else (a closed lead, a field the form lacks) above the form.
 */
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useNotify, type RaRecord } from 'ra-core';
import { useMemo, useState } from 'react';
import { useEogDataProvider } from '../../../dataProvider/hooks';
import { leadRelationLabels } from '../../../src/leads/fields';
import { wizardTexts } from '../../../src/ui/wizard/texts';
import type { WizardValues } from '../../../src/ui/wizard/model';
import { interpolate } from '../../../src/validation/messages';
import { leadEditTexts as text } from '../leadLabels';
import { useLeadKeys } from '../leadKeys';
import { loadedOf } from '../../ui/loaded';
import { LEADS, useBranches } from '../leadQueries';
import { WizardField } from '../wizard/WizardField';
import {
  clientErrors,
  editBody,
  editSections,
  editValues,
  placeErrors,
  serviceKindOf,
  type FormErrors,
} from './editModel';
import { DialogForm, type LeadFieldDialogProps } from './DialogForm';
import { fieldErrorsOf } from '../../../src/api';

const gridSx = { display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 2 };

/** The organization's branches; 'Не выбран' clears the branch. */
function BranchSelect({
  organizationId,
  value,
  error,
  onChange,
}: {
  organizationId: string | undefined;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const branches = loadedOf(useBranches(organizationId));
  const options = branches.data ?? [];
  return (
    <TextField
      select
      id="lead-edit-branch"
      size="small"
      fullWidth
      label={leadRelationLabels.branch}
      // A stored branch not (yet) in the options would make MUI warn: show none until it is.
      value={options.some((b) => String(b.id) === value) ? value : ''}
      error={!!error || !!branches.error}
      helperText={error ?? branches.error ?? ' '}
      onChange={(e) => onChange(e.target.value)}
    >
      <MenuItem value="">{wizardTexts.noBranch}</MenuItem>
      {options.map((b) => (
        <MenuItem key={String(b.id)} value={String(b.id)}>
          {String(b.name ?? b.id)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function LeadEditDialog({ lead, onClose, onChanged }: LeadFieldDialogProps) {
  const notify = useNotify();
  const dataProvider = useEogDataProvider();
  const keys = useLeadKeys();
  const kind = serviceKindOf(lead);
  const initial = useMemo(() => editValues(lead, kind), [lead, kind]);
  const [values, setValues] = useState<WizardValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({ fields: {}, other: [] });
  const [general, setGeneral] = useState<string>();
  const [saving, setSaving] = useState(false);
  const body = editBody(lead, initial, values, kind);
  const title = interpolate(text.editTitle, { uid: String(lead.uid ?? lead.id) });

  const change = (path: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [path]: value }));
    setErrors(({ fields: { [path]: _, ...fields }, other }) => ({ fields, other }));
  };
  const shown = (found: FormErrors, message?: string) => {
    setErrors(found);
    const unplaced = found.other.length > 0 || !Object.keys(found.fields).length;
    setGeneral(unplaced ? (message ?? found.other.join('\n')) : undefined);
  };

  const save = async () => {
    if (!body) return;
    const found = clientErrors(body, kind);
    if (Object.keys(found.fields).length || found.other.length) return shown(found);
    setSaving(true);
    setGeneral(undefined);
    let saved: RaRecord;
    try {
      saved = (await dataProvider.editLead(LEADS, { id: lead.id, body })).data;
    } catch (e) {
      shown(placeErrors(fieldErrorsOf(e), kind), (e as Error).message);
      setSaving(false);
      return;
    }
    notify(text.saved, { type: 'success' });
    onChanged(saved);
  };

  const form = { values, errors: errors.fields, onChange: change };
  return (
    <DialogForm
      title={title}
      general={general}
      submitLabel={text.save}
      canSubmit={!saving && !!body}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      {editSections(kind).map((section) => {
        // The representative's parts only while a representative applies; the ТУ agreement
        // status only for holders of its key (the server refuses a change from anyone else).
        const paths = (
          section.id === 'representative' && values.has_confidant !== true
            ? section.paths.slice(0, 1)
            : section.paths
        ).filter((p) => keys.specification || p !== 'specification_agreement_status');
        return (
          <Box component="section" key={section.id} aria-label={section.title} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {section.title}
            </Typography>
            <Box sx={gridSx}>
              {paths.map((path) => (
                <WizardField key={path} path={path} {...form} />
              ))}
              {section.id === 'object' ? (
                <BranchSelect
                  organizationId={
                    typeof values.organization === 'string' ? values.organization : undefined
                  }
                  value={typeof values.branch === 'string' ? values.branch : ''}
                  error={errors.fields.branch}
                  onChange={(v) => change('branch', v)}
                />
              ) : null}
            </Box>
          </Box>
        );
      })}
    </DialogForm>
  );
}
