/**
 * A status chip in its badge colour for the site (plain React, no MUI): labels and colours come
 * from src/domain (grey and 'Не определен {status}' for an unknown status, seed 000 §4).
 */
import { agreementStatusColor, agreementStatusLabel } from '../../src/domain/agreements';
import { badgeColorHex, type BadgeColor } from '../../src/domain/badgeColors';
import { contractStatusColor, contractStatusLabel } from '../../src/domain/contractStatuses';
import { leadStatusColor, leadStatusLabel } from '../../src/domain/leadStatuses';
import styles from './StatusBadge.module.css';

function Badge({ label, color }: { label: string; color: BadgeColor }) {
  return (
    <span data-color={color} className={styles.badge} style={{ background: badgeColorHex[color] }}>
      {label}
    </span>
  );
}

export function LeadStatusBadge({ status }: { status: string | null | undefined }) {
  return <Badge label={leadStatusLabel(status)} color={leadStatusColor(status)} />;
}

export function ContractStatusBadge({ status }: { status: string | null | undefined }) {
  return <Badge label={contractStatusLabel(status)} color={contractStatusColor(status)} />;
}

export function AgreementStatusBadge({ status }: { status: string | null | undefined }) {
  return <Badge label={agreementStatusLabel(status)} color={agreementStatusColor(status)} />;
}
