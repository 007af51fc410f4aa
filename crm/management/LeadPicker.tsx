/**
 * Finding a lead by its number: GET /leads/suggestions/{uid} once typing settles (seed 001 §9:
 * autocomplete delay 700 ms, searches from 2 characters), up to 10 leads of the staff member's
 * scope, each shown with its status. `LeadPicker` finds the lead to manage; the schedule plan's
 * lead input (crm/schedulePlans) searches the same way.
 */
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { RaRecord } from 'ra-core';
import { useState, type HTMLAttributes, type Key } from 'react';
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

/** The leads whose number starts with what is typed (`setInput`), once it settles. */
export function useLeadSuggestions() {
  const [, setInput, query] = useSettledText();
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
  const options = searching ? (found.data ?? []) : [];
  return { setInput, searching, found, options, loading: searching && found.loading };
}

/** An Autocomplete's options as leads: the number, and the status beside it in the list. */
export const leadOptionProps = {
  filterOptions: (options: RaRecord[]) => options,
  getOptionLabel: uidOf,
  isOptionEqualToValue: (a: RaRecord, b: RaRecord) => String(a.id) === String(b.id),
  renderOption: (
    { key: _key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key },
    lead: RaRecord,
  ) => (
    <li key={String(lead.id)} {...props}>
      {`${uidOf(lead)} — ${statusOf(lead)}`}
    </li>
  ),
};

export function LeadPicker({ onPick }: { onPick: (lead: RaRecord | null) => void }) {
  const { setInput, searching, found, options, loading } = useLeadSuggestions();
  const [picked, setPicked] = useState<RaRecord | null>(null);
  return (
    <Autocomplete
      {...leadOptionProps}
      sx={{ maxWidth: 480 }}
      options={options}
      value={picked}
      loading={loading}
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
