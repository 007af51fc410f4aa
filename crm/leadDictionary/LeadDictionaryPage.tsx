/**
 * The lead dictionary landing, /crm/lead_dictionary (seed 001 §2 "Lead dictionary routes"): a
 * link to every subpage the user may read, in the seed's order (./subpages.ts) — the plain
 * name lists need the dictionaries' read key, the gasification programme the programme items'
 * (it opens them, issue 16), the registries (regions, services, ГРС …) their own — with the service dictionaries (the 22 kinds of seed
 * 001 §3) listed under their entry. Registries of the section the seed does not name (the list
 * of all dictionary entries) follow at the end.
 */
import { Card, CardContent, Link, List, ListItem } from '@mui/material';
import { useBasename, useCreatePath, usePermissions, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { sectionInfo } from '../../src/access/sections';
import {
  dictionaryKindTitle,
  isDictionaryKind,
  serviceDictionaryKinds,
} from '../../src/domain/dictionaryKinds';
import {
  dictionaries,
  gasificationProgramItems,
  registries,
  type RegistryDefinition,
} from '../../src/registries';
import { registryKeys } from '../registries/access';
import { leadDictionaryPath, leadDictionarySubpages, subpageResource } from './subpages';

interface Entry {
  key: string;
  label: string;
  to: string;
  children?: Entry[];
}

function EntryList({ entries, nested = false }: { entries: Entry[]; nested?: boolean }) {
  if (!entries.length) return null;
  return (
    <List dense disablePadding={nested} sx={nested ? { pl: 2 } : undefined}>
      {entries.map((e) => (
        <ListItem key={e.key} sx={nested ? undefined : { display: 'block' }}>
          <Link component={RouterLink} to={e.to}>
            {e.label}
          </Link>
          {e.children ? <EntryList entries={e.children} nested /> : null}
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
  const basename = useBasename();
  const translate = useTranslate();
  const readable = definitions.filter(
    (d) => d.section === 'lead_dictionary' && registryKeys(d, permissions).read,
  );
  const readableNamed = (name: string) => readable.find((d) => d.name === name);
  const dictionariesRead = !!readableNamed(dictionaries.name);
  const listPath = (d: RegistryDefinition) => createPath({ resource: d.name, type: 'list' });
  const at = (path: string) => `${basename}${path}`;

  const entryOf = (segment: string): Entry | undefined => {
    const to = at(`${leadDictionaryPath}/${segment}`);
    if (isDictionaryKind(segment)) {
      if (!dictionariesRead) return undefined;
      return { key: segment, label: dictionaryKindTitle(segment), to };
    }
    if (segment === 'gasification_program') {
      if (!registryKeys(gasificationProgramItems, permissions).read) return undefined;
      return {
        key: segment,
        label: translate('app.leadDictionary.gasificationProgram'),
        to,
      };
    }
    if (segment === 'service_dictionaries') {
      if (!dictionariesRead) return undefined;
      return {
        key: segment,
        label: translate('app.leadDictionary.serviceDictionaries'),
        to,
        children: serviceDictionaryKinds.map((kind) => ({
          key: kind,
          label: dictionaryKindTitle(kind),
          to: `${to}/${kind}`,
        })),
      };
    }
    const registry = readableNamed(subpageResource(segment));
    return registry && { key: segment, label: registry.title[1], to: listPath(registry) };
  };

  const named = new Set<string>(leadDictionarySubpages.map(subpageResource));
  const entries = [
    ...leadDictionarySubpages.map(entryOf),
    ...readable
      .filter((d) => !named.has(d.name))
      .map((d) => ({ key: d.name, label: d.title[1], to: listPath(d) })),
  ].filter((e): e is Entry => e !== undefined);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={sectionInfo.lead_dictionary.label} />
      <CardContent>
        <EntryList entries={entries} />
      </CardContent>
    </Card>
  );
}

export default LeadDictionaryPage;
