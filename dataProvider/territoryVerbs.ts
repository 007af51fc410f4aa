/**
 * Verbs of the territory registries (issue 16; seed 001 §7 settlements and schedule plans):
 *
 * reportFile    GET    /<resource>/<call>?<filters>&format=csv|xlsx → file saved
 *                      (export_snt, summary_report[_snt],
 *                       organization_statistics_for_period_export[_snt] …)
 */
import type { QueryParams } from '../src/api/query';
import type { VerbContext } from './files';
import type { ExportFormat } from './verbs';

export interface ReportFileParams {
  /** The call under the resource: 'summary_report', 'export_snt' … */
  call: string;
  filter?: Record<string, unknown>;
  format: ExportFormat;
  signal?: AbortSignal;
}

export interface TerritoryVerbs {
  reportFile(
    resource: string,
    params: ReportFileParams,
  ): Promise<{ data: { filename: string; size: number } }>;
}

export function territoryVerbs(ctx: VerbContext): TerritoryVerbs {
  const { httpClient, url } = ctx;
  return {
    reportFile: async (resource, { call, filter = {}, format, signal }) => {
      const { blob, filename } = await httpClient(`${url(resource)}/${call}`, {
        query: { ...(filter as QueryParams), format },
        responseType: 'blob',
        signal,
      });
      const file = blob ?? new Blob([]);
      const name = filename ?? `${call}.${format}`;
      ctx.saveBlob(file, name);
      return { data: { filename: name, size: file.size } };
    },
  };
}
