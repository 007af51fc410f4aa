/**
 * The services an organization provides (organization_services): every service of the lead
 * dictionary as a checkbox, the organization's ones checked; 'Сохранить' replaces the list
 * (`PATCH /v1/admin/organizations/{id}/services`). Read-only without admin_organizations_services
 * or outside the viewer's scope.
 */
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Typography,
} from '@mui/material';
import { HttpError, useGetList, useNotify, useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import type { JsonApiDocument } from '../../dataProvider';
import { httpClient } from '../providers';
import { useOrganizationAccess } from './access';
import { ADMIN_API } from './api';
import { organizationLabels as l } from './labels';

export function ServicesTab({ organizationId }: { organizationId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const writable = useOrganizationAccess(organizationId).canWrite('admin_organizations_services');
  const url = `${ADMIN_API}/organizations/${encodeURIComponent(organizationId)}/services`;
  const { data: services = [], isPending } = useGetList('lead_dictionary/services', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'code', order: 'ASC' },
  });
  const [selected, setSelected] = useState<string[] | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    httpClient<JsonApiDocument>(url)
      .then(({ json }) => {
        const data = json?.data as { attributes?: { service_ids?: string[] } } | undefined;
        if (live) setSelected(data?.attributes?.service_ids ?? []);
      })
      .catch(() => live && setSelected([]));
    return () => {
      live = false;
    };
  }, [url]);

  if (isPending || !selected) return <CircularProgress size={24} />;

  const toggle = (id: string) =>
    setSelected(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  const save = async () => {
    setSaving(true);
    try {
      await httpClient(url, {
        method: 'PATCH',
        body: { data: { type: 'organization_services', attributes: { service_ids: selected } } },
      });
      notify(l.saved, { type: 'success' });
    } catch (e) {
      notify(e instanceof HttpError && e.message ? e.message : 'app.default', { type: 'error' });
    } finally {
      setSaving(false);
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
        <Button variant="contained" disabled={saving} onClick={() => void save()} sx={{ mt: 1 }}>
          {translate('ra.action.save')}
        </Button>
      ) : null}
    </Box>
  );
}
