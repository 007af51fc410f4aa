/**
 * 'Смена услуги заявки': the active services the lead's organization provides (the services list
 * with their organizations), the current one aside; PATCH …/change_service. The server's refusal
 * of the service (inactive, not provided, unchanged) shows under the select, a closed lead above.
 */
import { MenuItem, TextField, Typography } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { useState } from 'react';
import { leadRelationLabels } from '../../../src/leads/fields';
import { useEogDataProvider } from '../../../dataProvider/hooks';
import { leadEditTexts as text } from '../leadLabels';
import { relationName } from '../leadValues';
import { loadedOf } from '../../ui/loaded';
import { LEADS, useActiveServices } from '../leadQueries';
import { DialogForm, useFieldSubmit, type LeadFieldDialogProps } from './DialogForm';

/** Services of `organizationId` other than the lead's own. */
export function otherServices(services: readonly RaRecord[], lead: RaRecord): RaRecord[] {
  const organizationId = lead.organization_id == null ? '' : String(lead.organization_id);
  return services.filter(
    (s) =>
      Array.isArray(s.organization_ids) &&
      s.organization_ids.map(String).includes(organizationId) &&
      String(s.id) !== String(lead.service_id),
  );
}

export function ChangeServiceDialog({ lead, onClose, onChanged }: LeadFieldDialogProps) {
  const dataProvider = useEogDataProvider();
  const services = loadedOf(useActiveServices());
  const options = otherServices(services.data ?? [], lead);
  const [serviceId, setServiceId] = useState('');
  const { saving, error, general, submit } = useFieldSubmit('service', onChanged);

  const empty = services.data && !options.length ? text.noOtherServices : undefined;
  return (
    <DialogForm
      title={text.changeServiceTitle}
      general={general ?? services.error}
      submitLabel={text.save}
      canSubmit={!saving && !!serviceId}
      onSubmit={() =>
        void submit(
          () => dataProvider.changeService(LEADS, { id: lead.id, serviceId }),
          text.serviceChanged,
        )
      }
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {leadRelationLabels.service}: {relationName(lead, 'service', 'preview')}
      </Typography>
      <TextField
        select
        id="lead-new-service"
        size="small"
        fullWidth
        label={text.newService}
        value={serviceId}
        error={!!error}
        helperText={error ?? empty ?? ' '}
        onChange={(e) => setServiceId(e.target.value)}
      >
        {options.map((s) => (
          <MenuItem key={String(s.id)} value={String(s.id)}>
            {String(s.name ?? s.id)}
          </MenuItem>
        ))}
      </TextField>
    </DialogForm>
  );
}
