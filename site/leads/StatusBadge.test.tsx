import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agreementStatusColor, agreementStatuses } from '../../src/domain/agreements';
import { badgeColorHex, badgeColors } from '../../src/domain/badgeColors';
import { contractStatusColor, contractStatuses } from '../../src/domain/contractStatuses';
import { leadStatusColor, leadStatuses } from '../../src/domain/leadStatuses';
import { AgreementStatusBadge, ContractStatusBadge, LeadStatusBadge } from './StatusBadge';

describe('the status badge colours', () => {
  it('are the palette of src/domain, every colour in use', () => {
    const { container } = render(
      <>
        {leadStatuses.map((s) => (
          <LeadStatusBadge key={`lead-${s}`} status={s} />
        ))}
        {contractStatuses.map((s) => (
          <ContractStatusBadge key={`contract-${s}`} status={s} />
        ))}
        {agreementStatuses.map((s) => (
          <AgreementStatusBadge key={`agreement-${s}`} status={s} />
        ))}
        <LeadStatusBadge status="unknown" />
      </>,
    );
    const expected = [
      ...leadStatuses.map(leadStatusColor),
      ...contractStatuses.map(contractStatusColor),
      ...agreementStatuses.map(agreementStatusColor),
      leadStatusColor('unknown'),
    ];
    const chips = [...container.querySelectorAll<HTMLElement>('[data-color]')];
    expect(chips.map((chip) => chip.dataset.color)).toEqual(expected);
    for (const chip of chips)
      expect(chip).toHaveStyle({ background: badgeColorHex[chip.dataset.color as 'grey'] });
    expect(new Set(expected)).toEqual(new Set(badgeColors));
  });
});
