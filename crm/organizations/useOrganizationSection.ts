/**
 * One of an organization's one-record sections (settings, complex implementation, services):
 * read with the `getSettings` verb under `['organizations', 'getSettings', {id, section}]`,
 * saved with `updateSettings`, whose answer replaces the cached record.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'ra-core';
import { useEogDataProvider } from '../../dataProvider/hooks';

const resource = 'organizations';

export function useOrganizationSection(organizationId: string, section: string, type: string) {
  const dataProvider = useEogDataProvider();
  const queryClient = useQueryClient();
  const queryKey = [resource, 'getSettings', { id: organizationId, section }];
  const read = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      dataProvider.getSettings(resource, { id: organizationId, section, signal }),
    select: ({ data }) => data,
  });
  const write = useMutation({
    mutationFn: (data: Record<string, unknown>) =>
      dataProvider.updateSettings(resource, { id: organizationId, section, type, data }),
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
  });
  return {
    record: read.data as RaRecord | undefined,
    isPending: read.isPending,
    save: write.mutateAsync,
    saving: write.isPending,
  };
}
