/**
 * The services an organization provides (organization_services): every service of the lead
 * dictionary as a checkbox, the organization's ones checked; 'Сохранить' replaces the list
 * (`GET|PATCH /v1/admin/organizations/{id}/services`, the `getSettings` / `updateSettings`
 * verbs). Read-only without admin_organizations_services or outside the viewer's scope.
 */
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Typography,
} from '@mui/material';
import { useGetList, useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useOrganizationAccess } from './access';
import { organizationLabels as l } from './labels';
import { useOrganizationSection } from './useOrganizationSection';
import { errorMessageOf } from '../../src/api';

const idsOf = (record: Record<string, unknown> | undefined) =>
  (record?.service_ids as string[] | undefined) ?? [];

export function ServicesTab({ organizationId }: { organizationId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const writable = useOrganizationAccess(organizationId).canWrite('admin_organizations_services');
  const { data: services = [], isPending } = useGetList('lead_dictionary/services', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'code', order: 'ASC' },
  });
  const section = useOrganizationSection(organizationId, 'services', 'organization_services');
  // The ticks being edited; until the first change, the stored list.
  const [edited, setEdited] = useState<string[] | undefined>();

  // A failed read shows nothing ticked, as an organization without services.
  if (isPending || section.isPending) return <CircularProgress size={24} />;
  const selected = edited ?? idsOf(section.record);

  const toggle = (id: string) =>
    setEdited(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const save = async () => {
    try {
      const { data } = await section.save({ service_ids: selected });
      setEdited(idsOf(data));
      notify(l.saved, { type: 'success' });
    } catch (e) {
      notify(errorMessageOf(e, 'app.default'), { type: 'error' });
    }
  };

  return (
    <Box>
      {!services.length ? <Typography color="text.secondary">{l.servicesEmpty}</Typography> : null}
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        {services.map((s) => (
          <FormControlLabel
            key={s.id}
            label={String(s.name)}
            control={
              <Checkbox
                checked={selected.includes(String(s.id))}
                disabled={!writable}
                onChange={() => toggle(String(s.id))}
              />
            }
          />
        ))}
      </Box>
      {writable ? (
        <Button
          variant="contained"
          disabled={section.saving}
          onClick={() => void save()}
          sx={{ mt: 1 }}
        >
          {translate('ra.action.save')}
        </Button>
      ) : null}
    </Box>
  );
}
