/**
 * The object step's organization and branch, for both wizards: the chosen organization's
 * branches (`organizations/{id}/branches`), and 'Определить филиал по кадастровому номеру'
 * (the `branchByCadastralNumber` verb), which picks the plot's branch and its organization when
 * that organization provides the chosen service.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useGetList } from 'ra-core';
import { useState } from 'react';
import { useEogDataProvider } from '../../../dataProvider/hooks';
import { interpolate } from '../../validation/messages';
import type { WizardValues } from './model';
import { wizardTexts as text } from './texts';
import type { WizardOrganization } from './useWizardState';

export type WizardBranch = Record<string, unknown> & { id: string | number };

export const branchName = (r: Record<string, unknown>) => String(r.short_name || r.name || r.id);

/** All of an organization's branches fit one select. */
const BRANCHES = { page: 1, perPage: 100 };

export function useBranchChoice(
  values: WizardValues,
  onChange: (path: string, value: string) => void,
  organizations: readonly WizardOrganization[],
) {
  const organizationId = typeof values.organization === 'string' ? values.organization : '';
  const dataProvider = useEogDataProvider();
  const queryClient = useQueryClient();
  const { data: branches = [] } = useGetList<WizardBranch>(
    `organizations/${encodeURIComponent(organizationId)}/branches`,
    { pagination: BRANCHES },
    { enabled: !!organizationId },
  );
  const [found, setFound] = useState<{ text: string; error: boolean }>();
  // The branch the lookup found, shown before its organization's branches arrive.
  const [foundBranch, setFoundBranch] = useState<WizardBranch>();

  const lookUp = async () => {
    const number = values['gas_object_address.cadastral_number'];
    if (typeof number !== 'string' || !number.trim()) {
      setFound({ text: text.cadastralFirst, error: true });
      return;
    }
    const params = { cadastral_number: number.trim() };
    try {
      const { data: branch } = await queryClient.fetchQuery({
        queryKey: ['branches', 'branchByCadastralNumber', params],
        queryFn: ({ signal }) =>
          dataProvider.branchByCadastralNumber('branches', { ...params, signal }),
        // Asked on a click: the answer of an earlier click is not reused.
        staleTime: 0,
      });
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
