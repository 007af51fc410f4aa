/**
 * A status chip in its badge colour (src/domain/badgeColors; grey by default, seed 000 §4), for
 * leads and contracts alike: the caller passes the label and colour from src/domain.
 */
import { Chip } from '@mui/material';
import { badgeColorHex, type BadgeColor } from '../../src/domain/badgeColors';
import { contractStatusColor, contractStatusLabel } from '../../src/domain/contractStatuses';
import { leadStatusColor, leadStatusLabel } from '../../src/domain/leadStatuses';

export function StatusBadge({ label, color }: { label: string; color: BadgeColor }) {
  return (
    <Chip
      size="small"
      label={label}
      data-color={color}
      sx={{
        bgcolor: badgeColorHex[color],
        color: 'text.primary',
        height: 'auto',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}

export function LeadStatusBadge({ status }: { status: unknown }) {
  const value = typeof status === 'string' ? status : null;
  return <StatusBadge label={leadStatusLabel(value)} color={leadStatusColor(value)} />;
}

export function ContractStatusBadge({ status }: { status: unknown }) {
  const value = typeof status === 'string' ? status : null;
  return <StatusBadge label={contractStatusLabel(value)} color={contractStatusColor(value)} />;
}
