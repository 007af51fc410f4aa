/**
 * `GET /v1/admin/<path>/export?format=csv|xlsx&<filters>`: the filtered list with the list
 * columns under their Russian labels, streamed. Rows are read in keyset batches by id and
 * written as they come, so memory stays flat however long the registry is. CSV is UTF-8 with
 * a BOM and `;` (what a Russian Excel opens directly); XLSX is written by exceljs' streaming
 * WorkbookWriter. The file is named after the registry (RFC 5987 `filename*`).
 */
import { once, type EventEmitter } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Scope } from '../../src/access/scoping';
import { listFields, type FieldDefinition, type RegistryDefinition } from '../../src/registries';
import type { Queryable } from '../db';
import { BadRequest } from '../jsonapi/errors';
import { parseListQuery, type ListQuery } from '../jsonapi/query';
import { rawQuery } from '../http/request';
import { listWhere } from './list';
import type { Where } from '../db/sql';
import { readRecords, type FlatRecord } from './record';
import { cellOf, csvLine, fileNames, lookupsFor, type Cell } from './exportCells';
import { recordEvent } from './events';

export const EXPORT_BATCH = 500;

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

type Format = keyof typeof contentTypes;

/** `attachment; filename="<ascii>"; filename*=UTF-8''<percent-encoded Russian name>`. */
export function attachmentDisposition(name: string, asciiName: string): string {
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
}

/**
 * The rows of the export as cells of `columns` (the list's unless given), batch after batch
 * (keyset on id, ascending); the e-mailed export (server/jobs/emailExport.ts) reads the same rows.
 */
export async function* registryBatches(
  db: Queryable,
  definition: RegistryDefinition,
  q: ListQuery,
  scope: Scope,
  columns: [string, FieldDefinition][] = listFields(definition),
): AsyncGenerator<Cell[][]> {
  let last = '0';
  for (;;) {
    const where = listWhere(definition, q, { site: false, scope });
    where.and(`id > ${where.p(last)}::bigint`);
    const records: FlatRecord[] = await readRecords(
      db,
      definition,
      `${where} ORDER BY id LIMIT ${EXPORT_BATCH}`,
      where.params,
    );
    if (!records.length) return;
    const lookups = await lookupsFor(db, columns, records);
    const files = await fileNames(db, definition, columns, records);
    yield records.map((record) =>
      columns.map(([key, field]) => cellOf(key, field, record, lookups, files)),
    );
    if (records.length < EXPORT_BATCH) return;
    last = records.at(-1)!.id;
  }
}

function csvStream(header: string[], rows: AsyncGenerator<Cell[][]>): Readable {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    for await (const batch of rows) yield batch.map(csvLine).join('');
  }
  return Readable.from(lines(), { objectMode: false });
}

/**
 * exceljs (with jszip, archiver … some 460 modules, half of what the server loads) is read on the
 * first XLSX export rather than at start-up: start must stay quick on a loaded machine.
 */
const loadExcel = () => import('exceljs').then((m) => m.default);

/**
 * Waits until the zip has taken in the sheet's XML written so far. exceljs writes a sheet into
 * archiver's input stream without looking at its answer (utils/stream-buf.js), so while
 * deflate lags the rows pile up there: +585 MB of RSS on a million leads. That input is a
 * readable-stream PassThrough, which keeps its backpressure flag in `_writableState`.
 */
async function zipTakenIn(sheet: unknown, out: PassThrough): Promise<void> {
  const input = (sheet as { stream?: { pipes?: EventEmitter[] } }).stream?.pipes?.[0] as
    (EventEmitter & { _writableState?: { needDrain?: boolean } }) | undefined;
  if (input?._writableState?.needDrain) await drainedOrClosed(input, out);
}

/**
 * Resolves on `emitter`'s 'drain' or when `out` closes, and takes both listeners off again:
 * left behind, a million-row export piled up one 'close' listener on `out` per batch.
 */
async function drainedOrClosed(emitter: EventEmitter, out: PassThrough): Promise<void> {
  const done = new AbortController();
  const { signal } = done;
  try {
    await Promise.race([once(emitter, 'drain', { signal }), once(out, 'close', { signal })]);
  } finally {
    done.abort();
  }
}

function xlsxStream(
  request: FastifyRequest,
  sheetName: string,
  header: string[],
  rows: AsyncGenerator<Cell[][]>,
): Readable {
  const out = new PassThrough();
  const produce = async () => {
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    // Excel refuses sheet names over 31 characters or with []:*?/\ in them.
    const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
    sheet.columns = header.map(() => ({ width: 24 }));
    const head = sheet.addRow(header);
    head.font = { bold: true };
    head.commit();
    for await (const batch of rows) {
      // The client went away: stop reading the database.
      if (out.destroyed) return;
      for (const cells of batch) sheet.addRow(cells).commit();
      await zipTakenIn(sheet, out);
      // Let a slow client drain what is written before reading the next batch.
      if (out.writableNeedDrain) await drainedOrClosed(out, out);
    }
    sheet.commit();
    await workbook.commit();
  };
  produce().catch((err: unknown) => {
    request.log.error({ err }, 'export failed');
    out.destroy(err as Error);
  });
  return out;
}

/** A report's columns: the header title and how a row becomes its cell. */
export type ReportColumn<R> = readonly [title: string, cell: (row: R) => Cell];

/**
 * A report's rows batch after batch, keyset on ascending id so memory stays flat however long
 * the report: `fetch(afterId)` answers the next at most `batch` rows. The next batch is
 * asked for before this one is formatted and written, so the database and the formatting work
 * side by side; at most two batches are held.
 *
 * With `boundary` (the last id of the at most `batch` rows after an id, undefined when there
 * are none — an index-only walk), batches are ranges known ahead: `fetch(afterId, throughId)`
 * reads (afterId, throughId], and two ranges are read at once on two connections. A report
 * whose batch joins other tables spends more time in the database per batch than in
 * formatting it, and one query at a time left the server idle a third of the time.
 */
export async function* keysetBatches<R extends { id: unknown }>(
  fetch: (afterId: string, throughId?: string) => Promise<R[]>,
  columns: readonly ReportColumn<R>[],
  batch = EXPORT_BATCH,
  boundary?: (afterId: string) => Promise<string | undefined>,
): AsyncGenerator<Cell[][]> {
  const pending: Promise<R[]>[] = [];
  // A batch asked for ahead may fail before it is awaited (or never be, when the client goes
  // away): handled from the start, its failure is not an unhandled rejection; awaiting it
  // still throws.
  const ask = (batchRows: Promise<R[]>) => {
    batchRows.catch(() => undefined);
    pending.push(batchRows);
  };
  let after = '0';
  let more = true;
  const depth = boundary ? 2 : 1;
  // Keeps `depth` batches asked for ahead: ranges from `boundary`, or the next keyset batch.
  const askAhead = async () => {
    while (more && pending.length < depth) {
      if (!boundary) {
        ask(fetch(after));
        more = false;
        return;
      }
      const through = await boundary(after);
      if (through === undefined) more = false;
      else {
        ask(fetch(after, through));
        after = through;
      }
    }
  };
  await askAhead();
  while (pending.length) {
    const rows: R[] = await pending.shift()!;
    if (!boundary && rows.length === batch) {
      after = String(rows.at(-1)!.id);
      more = true;
    }
    await askAhead();
    if (rows.length) yield rows.map((row) => columns.map(([, cell]) => cell(row)));
  }
}

/** The asked `format` (csv by default); a 400 before any byte goes out. */
export function exportFormat(request: FastifyRequest, fallback: Format = 'csv'): Format {
  const format = ((request.query as Record<string, unknown>).format ?? fallback) as Format;
  if (!(format in contentTypes))
    throw new BadRequest('Параметр format должен быть csv или xlsx', '/format');
  return format;
}

export interface TableExport {
  format: Format;
  /** The Russian file and sheet name ('Заявители'); `asciiName` is the plain fallback. */
  title: string;
  asciiName: string;
  header: string[];
  rows: AsyncGenerator<Cell[][]>;
}

/** A table already in memory as `sendTable`'s one batch. */
export async function* oneBatch(rows: Cell[][]): AsyncGenerator<Cell[][]> {
  yield rows;
}

/** Streams a table as CSV (UTF-8 with BOM) or XLSX, batch after batch, as an attachment. */
export async function sendTable(request: FastifyRequest, reply: FastifyReply, table: TableExport) {
  const { format, title, header, rows } = table;
  // Every export is an event of the log (issue 19): who took which list, with which filters.
  await recordEvent(request.server.db, request, {
    action: 'export',
    type: table.asciiName,
    changes: { format, title, query: request.query ?? {} },
  });
  const body =
    format === 'csv' ? csvStream(header, rows) : xlsxStream(request, title, header, rows);
  return reply
    .header('content-type', contentTypes[format])
    .header('cache-control', 'no-store')
    .header(
      'content-disposition',
      attachmentDisposition(`${title}.${format}`, `${table.asciiName}.${format}`),
    )
    .send(body);
}

/**
 * A list's report (XLSX unless asked): the rows of `select` (up to the WHERE) under the list's
 * filters in the caller's scope (`where`), read in keyset batches on `<alias>.id`. The filters
 * are judged before the first byte goes out: a bad one is still a clean 400.
 */
export function sendListReport<R extends { id: unknown }>(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  report: Omit<TableExport, 'format' | 'header' | 'rows'> & {
    columns: readonly ReportColumn<R>[];
    where: (q: ListQuery) => Where;
    select: string;
    alias: string;
  },
) {
  const { columns, where: whereOf, select, alias, ...names } = report;
  const format = exportFormat(request, 'xlsx');
  const q = parseListQuery(rawQuery(request));
  whereOf(q);
  const rows = keysetBatches((last) => {
    const where = whereOf(q);
    where.and(`${alias}.id > ${where.p(last)}::bigint`);
    return db.query<R>(
      `${select} ${where} ORDER BY ${alias}.id LIMIT ${EXPORT_BATCH}`,
      where.params,
    );
  }, columns);
  return sendTable(request, reply, {
    ...names,
    format,
    header: columns.map(([title]) => title),
    rows,
  });
}

export async function exportRegistry(
  db: Queryable,
  definition: RegistryDefinition,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: Scope,
) {
  const format = exportFormat(request);
  const header = listFields(definition).map(([, field]) => field.label);
  // Filters are checked before the first byte goes out: a bad one is still a clean 400.
  listWhere(definition, parseListQuery(rawQuery(request)), { site: false, scope });
  return sendTable(request, reply, {
    format,
    title: definition.title[1],
    asciiName: definition.table,
    header,
    rows: registryBatches(db, definition, parseListQuery(rawQuery(request)), scope),
  });
}
