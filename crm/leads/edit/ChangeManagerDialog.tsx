/**
 * 'Персональный менеджер заявки': a search of the unblocked staff of the lead's organization (10
 * at a time, once typing settles), 'Сохранить' to appoint the one picked, 'Снять менеджера' to
 * leave the lead without one; PATCH …/change_personal_manager. The server's refusal (another
 * organization's or a blocked account) shows under the picker.
 */
import { Autocomplete, Button, TextField, Typography } from '@mui/material';
import { useGetList, type Identifier, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { useEogDataProvider } from '../../../dataProvider/hooks';
import { useSettledText } from '../../../src/ui/useSettledText';
import { interpolate } from '../../../src/validation/messages';
import { leadEditTexts as text } from '../leadLabels';
import { relationName } from '../leadValues';
import { loadedOf } from '../../ui/loaded';
import { LEADS, serverOrder } from '../leadQueries';
import { DialogForm, useFieldSubmit, type LeadFieldDialogProps } from './DialogForm';

/** Seed 001 §7: admin user pickers ask 10 at a time. */
const MANAGER_PAGE = 10;

const operatorName = (o: RaRecord) =>
  [o.full_name || o.email || String(o.id), o.role_label].filter(Boolean).join(' — ');

export function ChangeManagerDialog({ lead, onClose, onChanged }: LeadFieldDialogProps) {
  const [, setInput, query] = useSettledText();
  const organizationId = lead.organization_id == null ? undefined : String(lead.organization_id);
  const dataProvider = useEogDataProvider();
  // Unblocked staff of the organization matching the query (the server checks the same).
  const operators = loadedOf(
    useGetList(
      'admin_users',
      {
        filter: { organization_id: organizationId, blocked: false, ...(query ? { query } : {}) },
        pagination: { page: 1, perPage: MANAGER_PAGE },
        sort: serverOrder,
      },
      { enabled: !!organizationId },
    ),
  );
  const [picked, setPicked] = useState<RaRecord | null>(null);
  const { saving, error, general, submit } = useFieldSubmit('admin', onChanged);
  const current = lead.admin_id == null ? undefined : relationName(lead, 'admin', 'preview');

  const send = (adminId: Identifier | null) =>
    submit(
      () => dataProvider.changePersonalManager(LEADS, { id: lead.id, adminId }),
      adminId === null ? text.managerCleared : text.managerChanged,
    );

  return (
    <DialogForm
      title={text.changeManagerTitle}
      general={general ?? operators.error}
      submitLabel={text.save}
      canSubmit={!saving && !!picked}
      onSubmit={() => void send(picked?.id ?? null)}
      onClose={onClose}
      actions={
        current === undefined ? null : (
          <Button color="error" disabled={saving} onClick={() => void send(null)}>
            {text.clearManager}
          </Button>
        )
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {current === undefined
          ? text.noManager
          : interpolate(text.currentManager, { name: current })}
      </Typography>
      <Autocomplete
        options={operators.data ?? []}
        value={picked}
        loading={operators.loading}
        filterOptions={(options) => options}
        getOptionLabel={operatorName}
        isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
        noOptionsText={text.noOperators}
        onChange={(_, value) => setPicked(value)}
        onInputChange={(_, value, reason) => {
          // Picking an option writes its label into the input: not a new search.
          if (reason === 'input') setInput(value);
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={text.managerSearch}
            error={!!error}
            helperText={error ?? ' '}
          />
        )}
      />
    </DialogForm>
  );
}
