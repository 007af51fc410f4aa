import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxRows } from './xlsx';

/** An XLSX of `rows` rows of Cyrillic text, inline or as shared strings. */
async function workbook(rows: number, sharedStrings: boolean): Promise<Buffer> {
  const out: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (c: Buffer) => out.push(c));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useSharedStrings: sharedStrings,
  });
  const sheet = writer.addWorksheet('Лист1');
  for (let i = 0; i < rows; i++)
    sheet.addRow([`Псковская область, д. Неёлово, ул. Лесная, д. ${i}`, 'АО «Мособлгаз»']).commit();
  sheet.commit();
  await writer.commit();
  return Buffer.concat(out);
}

// exceljs' streaming reader decodes each unpacked chunk on its own; xlsxRows keeps a letter
// split between two chunks whole (exceljs issues #2084, #2316).
describe('xlsxRows', () => {
  it.each([false, true])(
    'reads Cyrillic text whole across chunks (shared strings: %s)',
    async (shared) => {
      const body = await workbook(3000, shared);
      const rows: string[][] = [];
      for await (const row of xlsxRows(Readable.from(body))) rows.push(row.cells);
      expect(rows).toHaveLength(3000);
      const broken = rows.filter((cells) => cells.some((c) => c.includes('\uFFFD')));
      expect(broken).toEqual([]);
      expect(rows[2999]).toEqual([
        'Псковская область, д. Неёлово, ул. Лесная, д. 2999',
        'АО «Мособлгаз»',
      ]);
    },
  );
});
