/**
 * Placeholder for the leads registry (/crm/leads): the app bar title is the resource's Russian
 * name (react-admin's <Title>).
 * It calls no endpoint yet; the real list with filters replaces it in the leads issue.
 */
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';

export function LeadList() {
  const translate = useTranslate();
  const name = translate('resources.leads.name', { smart_count: 2 });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={name} />
      <CardContent>
        <Typography color="text.secondary">{translate('app.leads.placeholder')}</Typography>
      </CardContent>
    </Card>
  );
}

export default LeadList;
