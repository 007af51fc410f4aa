/**
 * The console's active info banners: `GET /v1/admin/ad/infobanners?context=admin` through the
 * shared HTTP client, highest priority first (stable otherwise). A failed fetch is logged and
 * gives no banners, so the strip hides (seed 001 §8).
 */
import { useEffect, useState } from 'react';
import { toRecords, type JsonApiDocument } from '../../dataProvider/jsonapi';
import type { HttpClient } from '../../src/api';
import { bannerPriorities } from '../../src/domain/banners';

export interface Banner {
  id: string;
  title: string;
  content: string;
  priority: string;
}

export const INFO_BANNERS_URL = '/v1/admin/ad/infobanners';

const rank = (priority: string) => {
  const i = (bannerPriorities as readonly string[]).indexOf(priority);
  return i < 0 ? bannerPriorities.length : i;
};

export function toBanners(doc: JsonApiDocument | null | undefined): Banner[] {
  return toRecords(doc ?? {})
    .map((r) => ({
      id: String(r.id),
      title: typeof r.title === 'string' ? r.title : '',
      content: typeof r.content === 'string' ? r.content : '',
      priority: typeof r.priority === 'string' ? r.priority : 'normal',
    }))
    .sort((a, b) => rank(a.priority) - rank(b.priority));
}

export function useInfoBanners(httpClient: HttpClient): Banner[] {
  const [banners, setBanners] = useState<Banner[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    httpClient<JsonApiDocument>(INFO_BANNERS_URL, {
      query: { context: 'admin' },
      signal: controller.signal,
    })
      .then(({ json }) => setBanners(toBanners(json)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Не удалось загрузить информационные баннеры', error);
        setBanners([]);
      });
    return () => controller.abort();
  }, [httpClient]);
  return banners;
}
