/**
 * Rows of the first sheet of an XLSX stream, read by exceljs' streaming WorkbookReader (loaded
 * on first use, like the export's writer): row after row as the ZIP is unpacked, never the whole
 * workbook in memory. Each row is its cells as text the way the console types them: numbers
 * as written ('540', '1.5'), dates dd.MM.yyyy, booleans Да/Нет, formulas by their result.
 */
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { formatMessages } from '../../../src/format/messages';
import { JobFailure } from '../worker';
import { importMessages } from './messages';

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

/** Chunks of bytes as UTF-8 text, a character split between two chunks kept whole. */
async function* utf8Text(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) yield typeof chunk === 'string' ? chunk : decoder.write(chunk);
  const rest = decoder.end();
  if (rest) yield rest;
}

/** The reader's internals that decode each unpacked chunk of XML on its own. */
interface ReaderInternals {
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): unknown;
  _parseSharedStrings(entry: Readable): unknown;
}

/**
 * exceljs 4.4's streaming reader decodes every chunk separately, so a Cyrillic letter split
 * between two chunks becomes '��' (exceljs issues #2084, #2316). Its worksheets and shared
 * strings are handed text decoded across chunk boundaries instead.
 */
function decodeWhole(reader: object): void {
  const internals = reader as ReaderInternals;
  const parseWorksheet = internals._parseWorksheet;
  const parseSharedStrings = internals._parseSharedStrings;
  if (typeof parseWorksheet !== 'function' || typeof parseSharedStrings !== 'function') return;
  internals._parseWorksheet = function (iterator, sheetNo) {
    return parseWorksheet.call(this, utf8Text(iterator), sheetNo);
  };
  internals._parseSharedStrings = function (entry) {
    entry.setEncoding('utf8');
    return parseSharedStrings.call(this, entry);
  };
}

/** Rows of the first worksheet (rows absent from the sheet are skipped, not yielded). */
export async function* xlsxRows(stream: Readable): AsyncGenerator<SheetRow> {
  const ExcelJS = await loadExcel();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  decodeWhole(reader);
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = row.values as unknown[];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
        yield { number: row.number, cells };
      }
      return;
    }
  } catch (err) {
    if (err instanceof JobFailure) throw err;
    throw new JobFailure(importMessages.broken);
  } finally {
    stream.destroy();
  }
}
