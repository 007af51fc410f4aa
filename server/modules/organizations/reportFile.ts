/**
 * A report as a streamed CSV or XLSX file, written like the registry export
 * (server/registries/export.ts): CSV in UTF-8 with a BOM and `;`, XLSX through exceljs'
 * streaming writer, the Russian file name in `filename*`. Rows come from an async generator so a
 * long report never sits in memory whole.
 */
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import { BadRequest } from '../../jsonapi/errors';
import { attachmentDisposition } from '../../registries/export';
import { csvLine, type Cell } from '../../registries/exportCells';

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export type ReportFormat = keyof typeof contentTypes;

/** `format=csv|xlsx` (csv by default), checked before anything is read. */
export function reportFormat(request: FastifyRequest): ReportFormat {
  const format = (request.query as Record<string, unknown>).format ?? 'csv';
  if (format !== 'csv' && format !== 'xlsx')
    throw new BadRequest('Параметр format должен быть csv или xlsx', '/format');
  return format;
}

function csvStream(header: string[], rows: AsyncIterable<Cell[]>): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    for await (const row of rows) yield csvLine(row);
  }
  return Readable.from(lines(), { objectMode: false });
}

function xlsxStream(
  request: FastifyRequest,
  title: string,
  header: string[],
  rows: AsyncIterable<Cell[]>,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  sheet.columns = header.map(() => ({ width: 28 }));
  const produce = async () => {
    const head = sheet.addRow(header);
    head.font = { bold: true };
    head.commit();
    for await (const row of rows) {
      if (out.destroyed) return;
      sheet.addRow(row).commit();
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
    sheet.commit();
    await workbook.commit();
  };
  produce().catch((err: unknown) => {
    request.log.error({ err }, 'report failed');
    out.destroy(err as Error);
  });
  return out;
}

export interface ReportFile {
  /** Russian title: the sheet and the file name. */
  title: string;
  /** ASCII file name stem for old clients. */
  asciiName: string;
  header: string[];
  rows: AsyncIterable<Cell[]>;
}

export function sendReport(
  request: FastifyRequest,
  reply: FastifyReply,
  format: ReportFormat,
  report: ReportFile,
) {
  const body =
    format === 'csv'
      ? csvStream(report.header, report.rows)
      : xlsxStream(request, report.title, report.header, report.rows);
  return reply
    .header('content-type', contentTypes[format])
    .header('cache-control', 'no-store')
    .header(
      'content-disposition',
      attachmentDisposition(`${report.title}.${format}`, `${report.asciiName}.${format}`),
    )
    .send(body);
}
