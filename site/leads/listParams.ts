/**
 * The applicant's lead list state in the address bar (/leads?page=2&per=50&status=registered&uid=60-ПС):
 * a reload, a shared link and the back button keep the page, its size and the filters. Values the
 * list cannot use read as their defaults (seed 000 §3: page 1, per 20); the defaults stay out of
 * the address. Free of React.
 */
import { isLeadStatus, type LeadStatus } from '../../src/domain/leadStatuses';
import { defaultPageSize, isPageSize, type PageSize } from '../../src/domain/pagination';

export interface LeadListParams {
  page: number;
  per: PageSize;
  /** One status, or '' for all. */
  status: LeadStatus | '';
  /** The lead number or a part of it, or '' for all. */
  uid: string;
}

export function readListParams(search: URLSearchParams): LeadListParams {
  const page = Number(search.get('page'));
  const per = Number(search.get('per'));
  const status = search.get('status');
  return {
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    per: isPageSize(per) ? per : defaultPageSize,
    status: isLeadStatus(status) ? status : '',
    uid: search.get('uid')?.trim() ?? '',
  };
}

export function listSearch({ page, per, status, uid }: LeadListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (page > 1) search.set('page', String(page));
  if (per !== defaultPageSize) search.set('per', String(per));
  if (status) search.set('status', status);
  if (uid) search.set('uid', uid);
  return search;
}

/** The filters of the list call: the status as the seeds' list (`status[]=`), the number as typed. */
export function listFilter({ status, uid }: LeadListParams): Record<string, unknown> {
  return { ...(status ? { status: [status] } : {}), ...(uid ? { uid } : {}) };
}
