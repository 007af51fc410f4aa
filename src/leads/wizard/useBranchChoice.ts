/**
 * The object step's organization and branch, for both wizards: the chosen organization's
 * branches, and 'Определить филиал по кадастровому номеру', which picks the plot's branch and
 * its organization when that organization provides the chosen service.
 */
import { useEffect, useState } from 'react';
import { interpolate } from '../../validation/messages';
import type { WizardValues } from './model';
import { wizardTexts as text } from './texts';
import type { WizardOrganization } from './useWizardState';

export type WizardBranch = Record<string, unknown> & { id: string | number };

export interface BranchCalls {
  fetchBranches(organizationId: string): Promise<WizardBranch[]>;
  /** The branch serving the plot (with `organization_id`); a 404 rejects with its message. */
  branchByCadastralNumber(number: string): Promise<WizardBranch | undefined>;
}

export const branchName = (r: Record<string, unknown>) => String(r.short_name || r.name || r.id);

export function useBranchChoice(
  values: WizardValues,
  onChange: (path: string, value: string) => void,
  organizations: readonly WizardOrganization[],
  calls: BranchCalls,
) {
  const organizationId = typeof values.organization === 'string' ? values.organization : '';
  const [branches, setBranches] = useState<WizardBranch[]>([]);
  const [found, setFound] = useState<{ text: string; error: boolean }>();
  // The branch the lookup found, shown before its organization's branches arrive.
  const [foundBranch, setFoundBranch] = useState<WizardBranch>();

  useEffect(() => {
    let live = true;
    if (!organizationId) setBranches([]);
    else
      calls.fetchBranches(organizationId).then(
        (rows) => live && setBranches(rows),
        () => live && setBranches([]),
      );
    return () => {
      live = false;
    };
    // Only the organization matters: the calls are a module-level constant of each screen.
  }, [organizationId]);

  const lookUp = async () => {
    const number = values['gas_object_address.cadastral_number'];
    if (typeof number !== 'string' || !number.trim()) {
      setFound({ text: text.cadastralFirst, error: true });
      return;
    }
    try {
      const branch = await calls.branchByCadastralNumber(number.trim());
      const orgId = branch ? String(branch.organization_id) : '';
      if (!branch || !organizations.some((o) => String(o.id) === orgId)) {
        setFound({ text: text.branchOfOtherService, error: true });
        return;
      }
      onChange('organization', orgId);
      onChange('branch', String(branch.id));
      setFoundBranch(branch);
      setFound({
        text: interpolate(text.branchFound, { branch: branchName(branch) }),
        error: false,
      });
    } catch (e) {
      setFound({ text: (e as Error).message, error: true });
    }
  };

  const branchOptions =
    foundBranch &&
    String(foundBranch.organization_id) === organizationId &&
    !branches.some((b) => String(b.id) === String(foundBranch.id))
      ? [foundBranch, ...branches]
      : branches;
  // Until the organization's branches arrive, the chosen one is not an option yet.
  const branchValue =
    typeof values.branch === 'string' && branchOptions.some((b) => String(b.id) === values.branch)
      ? values.branch
      : '';
  return { organizationId, branchOptions, branchValue, found, lookUp };
}
