import { describe, expect, it } from 'vitest';
import { permissionKeys } from '../../src/access/permissionFamilies';
import { contractMovesFor } from './ContractActions';
import { contractKeys } from './contractKeys';

// The contract's moves kept to the caller's keys: the applicant's signature recorded by staff
// (→ current) is admin_leads_contract_signature's, as the server's update_status says.
describe('contract moves by key', () => {
  const paper = { id: '9', status: 'on_applicant_sign', is_writing: true };
  const targets = (keys: readonly string[]) =>
    contractMovesFor(paper, contractKeys({ permissions: keys })).map((o) => o.value);

  it('offers → current to holders of the signature key only', () => {
    expect(targets(permissionKeys)).toContain('current');
    const without = targets(permissionKeys.filter((k) => k !== 'admin_leads_contract_signature'));
    expect(without).not.toContain('current');
    expect(without).toContain('not_signed');
  });
});
