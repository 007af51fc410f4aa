/**
 * Rows of the first sheet of an XLSX file, read by exceljs' streaming parsers (loaded on first
 * use, like the export's writer): row after row as the sheet is unpacked, never the whole
 * workbook in memory. Each row is its cells as text the way the console types them: numbers
 * as written ('540', '1.5'), dates dd.MM.yyyy, booleans Да/Нет, formulas by their result.
 */
import { Readable } from 'node:stream';
import { formatMessages } from '../../../src/format/messages';
import { JobFailure } from '../worker';
import { importMessages } from './messages';
import { openEntry, type ZipEntry, type ZipSource } from './zip';

const loadExcel = () => import('exceljs').then((m) => m.default);

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell's value as text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? formatMessages.yes : formatMessages.no;
  if (value instanceof Date) {
    // Excel dates carry no zone: exceljs reads them as UTC wall-clock time.
    const date = `${pad(value.getUTCDate())}.${pad(value.getUTCMonth() + 1)}.${value.getUTCFullYear()}`;
    const midnight = value.getUTCHours() === 0 && value.getUTCMinutes() === 0;
    return midnight ? date : `${date} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
  }
  if (typeof value === 'object') {
    const v = value as {
      richText?: { text: string }[];
      text?: unknown;
      result?: unknown;
      error?: unknown;
    };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
    if (v.error !== undefined) return '';
  }
  return String(value);
}

/** A row of the file: its number in the sheet (1 is the header) and its cells as text. */
export interface SheetRow {
  number: number;
  cells: string[];
}

/** The reader's internals that parse one part of the workbook from its text. */
interface ReaderInternals {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(
    iterator: AsyncIterable<string>,
    sheetNo: string,
  ): Generator<{ value: AsyncIterable<{ number: number; values: unknown }> }>;
}

/**
 * Rows of the workbook's first sheet (rows absent from the sheet are skipped, not yielded).
 *
 * exceljs' WorkbookReader.parse() reads the ZIP in one pass and sometimes loses the entries
 * after a worksheet (exceljs issue #3064), and it parks a worksheet met before the shared
 * strings in a local temporary file. So the parts are opened here through the ZIP's
 * directory, in the order they depend on each other — relationships, workbook, shared strings,
 * styles (for dates), then the sheet row by row — and handed to the reader's own parsers as
 * UTF-8 text decoded across chunk boundaries (exceljs issues #2084, #2316: decoded chunk by
 * chunk, a Cyrillic letter split between two chunks became '��').
 */
export async function* xlsxRows(
  zip: ZipSource,
  directory: readonly ZipEntry[],
): AsyncGenerator<SheetRow> {
  const ExcelJS = await loadExcel();
  const entries = new Map(directory.map((entry) => [entry.name, entry]));
  const opened: Readable[] = [];
  const open = async (name: string) => {
    const entry = entries.get(name);
    if (!entry) return undefined;
    const stream = await openEntry(zip, entry);
    opened.push(stream);
    return stream.setEncoding('utf8');
  };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  }) as unknown as ReaderInternals;
  try {
    const rels = await open('xl/_rels/workbook.xml.rels');
    const book = await open('xl/workbook.xml');
    if (!rels || !book) throw new JobFailure(importMessages.broken);
    await reader._parseRels(rels);
    await reader._parseWorkbook(book);
    const strings = await open('xl/sharedStrings.xml');
    // With sharedStrings: 'cache' the parser keeps the strings and yields nothing.
    if (strings) for await (const nothing of reader._parseSharedStrings(strings)) void nothing;
    const styles = await open('xl/styles.xml');
    if (styles) await reader._parseStyles(styles);

    const first = reader.model?.sheets?.[0];
    if (!first) return;
    const target = reader.workbookRels?.find((rel) => rel.Id === first.rId)?.Target ?? '';
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    const sheetNo = /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(path)?.[1];
    const sheet = sheetNo ? await open(path) : undefined;
    if (!sheet) throw new JobFailure(importMessages.broken);
    for (const { value: rows } of reader._parseWorksheet(sheet, sheetNo!)) {
      for await (const row of rows) {
        const values = row.values as unknown[];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
        yield { number: row.number, cells };
      }
    }
  } catch (err) {
    if (err instanceof JobFailure) throw err;
    throw new JobFailure(importMessages.broken);
  } finally {
    for (const stream of opened) stream.destroy();
  }
}
