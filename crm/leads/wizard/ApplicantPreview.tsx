/**
 * Step 'Заявитель': the applicant the lead is created for (GET /v1/admin/users/{user_id}), read
 * only, with the captions of the users registry (src/registries/users.ts).
 */
import { Box, Typography } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { accountTypeLabels, isAccountType } from '../../../src/domain/accountTypes';
import { formatDate } from '../../../src/format/date';
import { formatValue } from '../../../src/format/text';
import { users } from '../../../src/registries/users';
import { wizardTexts as text } from './wizardTexts';

const shown = [
  'user_full_name',
  'account_type',
  'organization_name',
  'email',
  'phone',
  'birth_date',
  'snils',
  'inn',
  'ogrn',
  'legal_address',
  'postal_address',
] as const;

function display(record: RaRecord, key: (typeof shown)[number]): string {
  const v = record[key];
  if (key === 'account_type') return isAccountType(v) ? accountTypeLabels[v] : formatValue(v);
  if (key === 'birth_date') return formatDate(v);
  return formatValue(v);
}

export function ApplicantPreview({ applicant }: { applicant: RaRecord | undefined | null }) {
  if (applicant === undefined) return <Typography>{text.loading}</Typography>;
  if (applicant === null) return <Typography color="error">{text.applicantMissing}</Typography>;
  return (
    <Box
      component="dl"
      aria-label={text.applicantPreview}
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1 }}
    >
      {shown
        .filter((key) => key !== 'organization_name' || applicant.organization_name)
        .map((key) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {users.fields[key].label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {display(applicant, key)}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
