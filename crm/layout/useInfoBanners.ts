/**
 * The console's active info banners: `GET /v1/admin/ad/infobanners?context=admin` (the
 * dataProvider's `activeBanners` verb), highest priority first (stable otherwise). A failed
 * fetch is logged, not retried, and gives no banners, so the strip hides (seed 001 §8).
 */
import { useQuery } from '@tanstack/react-query';
import type { RaRecord } from 'ra-core';
import { useEffect } from 'react';
import { toRecords, type JsonApiDocument } from '../../dataProvider/jsonapi';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { bannerPriorities } from '../../src/domain/banners';

export interface Banner {
  id: string;
  title: string;
  content: string;
  priority: string;
}

export const INFO_BANNERS_URL = '/v1/admin/ad/infobanners';
/** The resource of the active banners under the console's API URL. */
export const INFO_BANNERS_RESOURCE = 'ad/infobanners';

const rank = (priority: string) => {
  const i = (bannerPriorities as readonly string[]).indexOf(priority);
  return i < 0 ? bannerPriorities.length : i;
};

export function toBanners(doc: JsonApiDocument | null | undefined): Banner[] {
  return recordsToBanners(toRecords(doc ?? {}));
}

function recordsToBanners(records: RaRecord[]): Banner[] {
  return records
    .map((r) => ({
      id: String(r.id),
      title: typeof r.title === 'string' ? r.title : '',
      content: typeof r.content === 'string' ? r.content : '',
      priority: typeof r.priority === 'string' ? r.priority : 'normal',
    }))
    .sort((a, b) => rank(a.priority) - rank(b.priority));
}

const noBanners: Banner[] = [];

export function useInfoBanners(): Banner[] {
  const dataProvider = useEogDataProvider();
  const { data, error } = useQuery({
    queryKey: [INFO_BANNERS_RESOURCE, 'activeBanners', { context: 'admin' }],
    queryFn: ({ signal }) =>
      dataProvider.activeBanners(INFO_BANNERS_RESOURCE, { context: 'admin', signal }),
    select: (answer) => recordsToBanners(answer.data),
    // Banners are a courtesy: a failure hides the strip at once rather than after a retry.
    retry: false,
  });
  useEffect(() => {
    if (error) console.warn('Не удалось загрузить информационные баннеры', error);
  }, [error]);
  return data ?? noBanners;
}
