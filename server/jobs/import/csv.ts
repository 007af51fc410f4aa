/**
 * A streaming CSV reader (RFC 4180 as spreadsheets write it): UTF-8 with or without a BOM,
 * `;`, `,` or tab between fields (guessed from the header line), quoted fields with `""` and
 * line breaks inside, CRLF or LF. Rows come out one by one as the bytes arrive; nothing but
 * the current row is held. Bytes that are not UTF-8 stop the reading with a Russian message.
 */
import { StringDecoder } from 'node:string_decoder';
import { JobFailure } from '../worker';
import { importMessages } from './messages';

/** Longest field accepted: a runaway quote must not swallow the whole file into one cell. */
const MAX_FIELD_CHARS = 100_000;

function guessDelimiter(firstLine: string): string {
  const count = (c: string) => firstLine.split(c).length - 1;
  const candidates = [';', ',', '\t'].map((c) => [c, count(c)] as const);
  candidates.sort((a, b) => b[1] - a[1]);
  return candidates[0]![1] > 0 ? candidates[0]![0] : ';';
}

/** Text pieces of a byte stream; a BOM is dropped; broken UTF-8 → JobFailure. */
async function* decode(source: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const strict = new TextDecoder('utf-8', { fatal: true });
  const decoder = new StringDecoder('utf8');
  let first = true;
  for await (const raw of source) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
    try {
      strict.decode(chunk, { stream: true });
    } catch {
      throw new JobFailure(importMessages.encoding);
    }
    let text = decoder.write(chunk);
    if (first && text) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    if (text) yield text;
  }
  const tail = decoder.end();
  if (tail) yield tail;
}

/** Rows of a CSV byte stream, each an array of field texts. */
export async function* csvRows(source: AsyncIterable<Buffer | string>): AsyncGenerator<string[]> {
  let delimiter: string | undefined;
  let row: string[] = [];
  let field = '';
  // 'plain' outside quotes, 'quoted' inside, 'quote' just after a quote inside quotes (the
  // next character says whether it was `""` or the closing quote).
  let state: 'plain' | 'quoted' | 'quote' = 'plain';
  let pendingCr = false;
  let head = '';

  const grow = (c: string) => {
    field += c;
    if (field.length > MAX_FIELD_CHARS) throw new JobFailure(importMessages.notTable);
  };

  for await (const text of decode(source)) {
    let input = text;
    if (delimiter === undefined) {
      head += input;
      const end = head.search(/[\r\n]/);
      if (end < 0 && head.length < 65_536) continue;
      delimiter = guessDelimiter(end < 0 ? head : head.slice(0, end));
      input = head;
      head = '';
    }
    for (const c of input) {
      if (pendingCr) {
        pendingCr = false;
        if (c === '\n') continue;
      }
      if (state === 'quote') {
        if (c === '"') {
          grow('"');
          state = 'quoted';
          continue;
        }
        state = 'plain';
      } else if (state === 'quoted') {
        if (c === '"') state = 'quote';
        else grow(c);
        continue;
      }
      if (c === '"' && field === '') {
        state = 'quoted';
      } else if (c === delimiter) {
        row.push(field);
        field = '';
      } else if (c === '\r' || c === '\n') {
        row.push(field);
        field = '';
        yield row;
        row = [];
        if (c === '\r') pendingCr = true;
      } else {
        grow(c);
      }
    }
  }
  if (delimiter === undefined && head) {
    // One line without a line break.
    const line = head;
    yield* csvRows(
      (async function* () {
        yield `${line}\n`;
      })(),
    );
    return;
  }
  if (field !== '' || row.length) {
    row.push(field);
    yield row;
  }
}

/** Rows of a CSV stream numbered from 1 (the header), as the XLSX reader numbers them. */
export async function* numberedCsvRows(
  source: AsyncIterable<Buffer | string>,
): AsyncGenerator<{ number: number; cells: string[] }> {
  let number = 0;
  for await (const cells of csvRows(source)) yield { number: ++number, cells };
}
