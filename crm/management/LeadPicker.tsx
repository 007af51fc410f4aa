/**
 * Finding the lead to manage by its number: GET /leads/suggestions/{uid} once typing settles
 * (seed 001 §9: autocomplete delay 700 ms, searches from 2 characters), up to 10 leads of the
 * staff member's scope, each shown with its status.
 */
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { RaRecord } from 'ra-core';
import { useState } from 'react';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { useSettledText } from '../../src/ui/useSettledText';
import { leadStatusLabel } from '../../src/domain/leadStatuses';
import { loadedOf } from '../ui/loaded';
import { LEADS } from '../leads/leadQueries';
import { managementTexts as text } from './managementLabels';

const MIN_CHARS = 2;

const uidOf = (lead: RaRecord) => String(lead.uid ?? lead.id);
const statusOf = (lead: RaRecord) =>
  leadStatusLabel(typeof lead.status === 'string' ? lead.status : null);

export function LeadPicker({ onPick }: { onPick: (lead: RaRecord | null) => void }) {
  const [, setInput, query] = useSettledText();
  const [picked, setPicked] = useState<RaRecord | null>(null);

  const searching = query.length >= MIN_CHARS;
  const dataProvider = useEogDataProvider();
  const found = loadedOf(
    useQuery({
      queryKey: [LEADS, 'leadSuggestions', { uid: query }],
      queryFn: async ({ signal }) =>
        (await dataProvider.leadSuggestions(LEADS, { uid: query, signal })).data,
      enabled: searching,
    }),
  );

  return (
    <Autocomplete
      sx={{ maxWidth: 480 }}
      options={searching ? (found.data ?? []) : []}
      value={picked}
      loading={searching && found.loading}
      filterOptions={(options) => options}
      getOptionLabel={uidOf}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      renderOption={({ key: _key, ...props }, lead) => (
        <li key={String(lead.id)} {...props}>
          {`${uidOf(lead)} — ${statusOf(lead)}`}
        </li>
      )}
      noOptionsText={found.error ?? (searching ? text.nothingFound : text.searchHint)}
      onChange={(_, value) => {
        setPicked(value);
        onPick(value);
      }}
      // The picked lead's number filling the input is no new search.
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      renderInput={(params) => <TextField {...params} label={text.search} />}
    />
  );
}
