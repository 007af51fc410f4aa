/** An agreement's (ДС) status chip in its badge colour (src/domain/agreements). */
import { agreementStatusColor, agreementStatusLabel } from '../../../src/domain/agreements';
import { StatusBadge } from '../StatusBadge';

export function AgreementStatusBadge({ status }: { status: unknown }) {
  const value = typeof status === 'string' ? status : null;
  return <StatusBadge label={agreementStatusLabel(value)} color={agreementStatusColor(value)} />;
}
