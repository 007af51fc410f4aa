/**
 * The edit screen's organizations of a service (seed 001 §2, §7): a button that loads the
 * service with `included=organizations` and lists their names, or says 'Список организаций
 * пуст'. A failed load shows the server's message in a notification. The load is the
 * `getOne` with `meta.included`, run on the first click and kept in react-query's cache.
 */
import { Box, Button, CircularProgress, List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useRecordContext, useTranslate, type Identifier } from 'ra-core';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { RegistryDefinition } from '../../src/registries';
import { errorMessageOf } from '../../src/api';

interface Organization {
  id: string;
  name?: unknown;
}

export function ServiceOrganizations({ definition }: { definition: RegistryDefinition }) {
  const record = useRecordContext();
  if (record?.id === undefined) return null;
  return <OrganizationsButton resource={definition.name} id={record.id} />;
}

function OrganizationsButton({ resource, id }: { resource: string; id: Identifier }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useEogDataProvider();
  const included = ['organizations'];
  // Loaded on the button's click only (enabled: false), then kept for the screen's life.
  const query = useQuery({
    queryKey: [resource, 'getOne', { id: String(id), meta: { included } }],
    queryFn: ({ signal }) => dataProvider.getOne(resource, { id, meta: { included }, signal }),
    select: ({ data }) => (data?.organizations as Organization[] | undefined) ?? [],
    enabled: false,
    retry: false,
    // Dropped when the screen closes: the list shows again only after a new click.
    gcTime: 0,
  });
  const organizations = query.data;
  const loading = query.isFetching;

  const load = async () => {
    const { error } = await query.refetch();
    if (error) notify(errorMessageOf(error, 'app.default'), { type: 'error' });
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
