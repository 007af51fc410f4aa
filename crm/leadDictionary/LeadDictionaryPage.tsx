/**
 * The lead dictionary landing, /crm/lead_dictionary (seed 001 §2 "Lead dictionary routes"): links
 * to its registries the user may read (regions, sources, services, ГРС, programmes …) and to each
 * dictionary kind (src/domain/dictionaryKinds) as the dictionaries list filtered by that kind.
 */
import { Card, CardContent, Link, List, ListItem, ListSubheader } from '@mui/material';
import { useCreatePath, usePermissions } from 'ra-core';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { sectionInfo } from '../../src/access/sections';
import { dictionaryKinds, dictionaryKindTitle } from '../../src/domain/dictionaryKinds';
import { dictionaries, registries, type RegistryDefinition } from '../../src/registries';
import { registryKeys } from '../registries/access';

interface Entry {
  key: string;
  label: string;
  to: string;
}

function EntryList({ title, entries }: { title?: string; entries: Entry[] }) {
  if (!entries.length) return null;
  return (
    <List
      dense
      subheader={title ? <ListSubheader disableSticky>{title}</ListSubheader> : undefined}
    >
      {entries.map((e) => (
        <ListItem key={e.key}>
          <Link component={RouterLink} to={e.to}>
            {e.label}
          </Link>
        </ListItem>
      ))}
    </List>
  );
}

export function LeadDictionaryPage({
  definitions = registries,
}: {
  definitions?: readonly RegistryDefinition[];
}) {
  const { permissions } = usePermissions();
  const createPath = useCreatePath();
  const readable = definitions.filter(
    (d) => d.section === 'lead_dictionary' && registryKeys(d, permissions).read,
  );
  const listPath = (d: RegistryDefinition) => createPath({ resource: d.name, type: 'list' });
  const pages = readable.map((d) => ({ key: d.name, label: d.title[1], to: listPath(d) }));
  const kinds = readable.some((d) => d.name === dictionaries.name)
    ? dictionaryKinds.map((kind) => ({
        key: kind,
        label: dictionaryKindTitle(kind),
        to: `${listPath(dictionaries)}?filter=${encodeURIComponent(
          JSON.stringify({ dictionary_type: kind }),
        )}`,
      }))
    : [];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={sectionInfo.lead_dictionary.label} />
      <CardContent>
        <EntryList entries={pages} />
        <EntryList title={dictionaries.title[1]} entries={kinds} />
      </CardContent>
    </Card>
  );
}

export default LeadDictionaryPage;
