/**
 * /crm/leads/new (issue 6 "Screens": the applicant picker 'Создание новой заявки'): a search of
 * the applicants of the staff member's scope by organization name or full name (GET /users?
 * query=…, the first 10), and 'Продолжить' to the new-lead wizard for the chosen applicant
 * (/crm/leads/new/{user_id}, ./wizard/LeadWizard.tsx).
 */
import { Autocomplete, Box, Button, Card, CardContent, TextField } from '@mui/material';
import { useBasename, useGetList, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { useSettledText } from '../../src/ui/useSettledText';
import { Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { accountTypeLabels, isAccountType } from '../../src/domain/accountTypes';
import { leadScreenTexts as text } from './leadLabels';

const RESULTS = 10;

function optionLabel(user: RaRecord): string {
  const name = [user.organization_name, user.user_full_name].find(
    (v) => typeof v === 'string' && v,
  ) as string | undefined;
  const type = isAccountType(user.account_type) ? accountTypeLabels[user.account_type] : '';
  return [name ?? String(user.id), type, user.email].filter(Boolean).join(' — ');
}

function LeadNewPage() {
  const basename = useBasename();
  const navigate = useNavigate();
  const [, setInput, query] = useSettledText();
  const [picked, setPicked] = useState<RaRecord | null>(null);

  const { data, isFetching } = useGetList(
    'users',
    { filter: { query }, pagination: { page: 1, perPage: RESULTS } },
    { enabled: query.length > 0 },
  );

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={text.newTitle} />
      <CardContent>
        <Box
          component="form"
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}
          onSubmit={(e) => {
            e.preventDefault();
            if (picked) navigate(`${basename}/leads/new/${encodeURIComponent(String(picked.id))}`);
          }}
        >
          <Autocomplete
            sx={{ flex: 1 }}
            options={query ? (data ?? []) : []}
            value={picked}
            loading={isFetching}
            filterOptions={(options) => options}
            getOptionLabel={optionLabel}
            isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
            noOptionsText={query ? text.nothingFound : text.applicantSearch}
            onChange={(_, value) => setPicked(value)}
            onInputChange={(_, value) => setInput(value)}
            renderInput={(params) => <TextField {...params} label={text.applicantSearch} />}
          />
          <Button type="submit" variant="contained" disabled={!picked} sx={{ mt: 1 }}>
            {text.proceed}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

export default LeadNewPage;
