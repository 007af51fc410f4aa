/**
 * Step 'Заявитель': the applicant the lead is created for (GET /v1/admin/users/{user_id}), read
 * only (src/ui/wizard/applicantPreview.ts).
 */
import { Box, Typography } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { applicantRows } from '../../../src/ui/wizard/applicantPreview';
import { wizardTexts as text } from '../../../src/ui/wizard/texts';

export function ApplicantPreview({ applicant }: { applicant: RaRecord | undefined | null }) {
  if (applicant === undefined) return <Typography>{text.loading}</Typography>;
  if (applicant === null) return <Typography color="error">{text.applicantMissing}</Typography>;
  return (
    <Box
      component="dl"
      aria-label={text.applicantPreview}
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1 }}
    >
      {applicantRows(applicant).map(({ key, label, value }) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
