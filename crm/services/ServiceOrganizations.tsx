/**
 * The edit screen's organizations of a service (seed 001 §2, §7): a button that loads the
 * service with `included=organizations` and lists their names, or says 'Список организаций
 * пуст'. A failed load shows the server's message in a notification.
 */
import { Box, Button, CircularProgress, List, ListItem, Typography } from '@mui/material';
import { HttpError, useNotify, useRecordContext, useTranslate } from 'ra-core';
import { useState } from 'react';
import { toRecords, type JsonApiDocument } from '../../dataProvider';
import type { RegistryDefinition } from '../../src/registries';
import { httpClient } from '../providers';
import { serviceUrl } from './serviceApi';

interface Organization {
  id: string;
  name?: unknown;
}

export function ServiceOrganizations({ definition }: { definition: RegistryDefinition }) {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const [loading, setLoading] = useState(false);
  const [organizations, setOrganizations] = useState<Organization[] | undefined>();

  if (record?.id === undefined) return null;

  const load = async () => {
    setLoading(true);
    try {
      const { json } = await httpClient<JsonApiDocument>(serviceUrl(definition, record.id), {
        query: { included: 'organizations' },
      });
      const [service] = toRecords(json ?? {});
      setOrganizations((service?.organizations as Organization[] | undefined) ?? []);
    } catch (e) {
      notify(e instanceof HttpError && e.message ? e.message : 'app.default', { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Box sx={{ my: 1 }}>
      <Button
        variant="outlined"
        size="small"
        disabled={loading}
        startIcon={loading ? <CircularProgress size={16} /> : undefined}
        onClick={() => void load()}
      >
        {translate('resources.organizations.name', { smart_count: 2 })}
      </Button>
      {organizations ? (
        organizations.length ? (
          <List dense aria-label={translate('resources.organizations.name', { smart_count: 2 })}>
            {organizations.map((o) => (
              <ListItem key={o.id}>{String(o.name ?? o.id)}</ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.ui.organizationsEmpty')}
          </Typography>
        )
      ) : null}
    </Box>
  );
}
