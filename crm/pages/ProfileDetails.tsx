/**
 * The signed-in staff member's data on /crm/profile: names, e-mail, phone, role label,
 * organization, region and МФЦ; empty values read 'Нет данных' (seed 001 §2 "Generic").
 */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { roleLabel } from '../../src/domain/roles';
import { formatValue } from '../../src/format';
import type { Account } from './useCurrentAccount';
import { formatPhone } from './phoneField';

const nameOf = (related: unknown) =>
  related && typeof related === 'object' ? (related as { name?: unknown }).name : undefined;

export function profileRows(account: Account): [key: string, value: unknown][] {
  return [
    ['last_name', account.last_name],
    ['first_name', account.first_name],
    ['middle_name', account.middle_name],
    ['email', account.email],
    ['phone', formatPhone(account.phone)],
    ['role', account.role_label ?? roleLabel(account.role as string | undefined)],
    ['organization', nameOf(account.organization)],
    ['region', nameOf(account.region)],
    ['mfc', nameOf(account.mfc)],
  ];
}

export function ProfileDetails({ account }: { account: Account }) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(160px, max-content) 1fr',
        gap: 1.5,
        m: 0,
      }}
    >
      {profileRows(account).map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {translate(`app.profile.${key}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} data-field={key}>
            {formatValue(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
