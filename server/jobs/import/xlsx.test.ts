import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxRows } from './xlsx';
import { zipOf } from '../../test/sampleFiles';
import { importMessages } from './messages';
import { bufferZip, openEntry, zipDirectory } from './zip';

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
      const rows = await rowsOf(body);
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

/** The parts of an XLSX, unpacked through its directory. */
async function partsOf(body: Buffer): Promise<{ name: string; data: Buffer }[]> {
  const zip = bufferZip(body);
  const parts = [];
  for (const entry of await zipDirectory(zip, 'too large')) {
    const chunks: Buffer[] = [];
    for await (const chunk of await openEntry(zip, entry)) chunks.push(chunk as Buffer);
    parts.push({ name: entry.name, data: Buffer.concat(chunks) });
  }
  return parts;
}

/** The cells of every row xlsxRows reads from the bytes of an XLSX. */
async function rowsOf(body: Buffer): Promise<string[][]> {
  const zip = bufferZip(body);
  const rows: string[][] = [];
  for await (const row of xlsxRows(zip, await zipDirectory(zip, 'too large'))) rows.push(row.cells);
  return rows;
}

describe('xlsxRows on the ZIP directory', () => {
  it('reads the parts in any order they are stored, the workbook last or first', async () => {
    const parts = await partsOf(await workbook(3, true));
    const expected = await rowsOf(zipOf(parts));
    expect(expected).toHaveLength(3);
    expect(await rowsOf(zipOf([...parts].reverse()))).toEqual(expected);
    const sheetFirst = [...parts].sort(
      (a, b) => +b.name.includes('sheet') - +a.name.includes('sheet'),
    );
    expect(sheetFirst[0]!.name).toBe('xl/worksheets/sheet1.xml');
    expect(await rowsOf(zipOf(sheetFirst))).toEqual(expected);
  });

  it('refuses a part that unpacks to more than the directory declares', async () => {
    const body = await workbook(50, false);
    const zip = bufferZip(body);
    const sheet = (await zipDirectory(zip, 'too large')).find((e) => e.name.includes('sheet1'))!;
    // The directory entry's unpacked size, 24 bytes into its record, made 100 bytes small.
    const at = body.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46 + 24;
    expect(body.readUInt32LE(at)).toBe(sheet.unpacked);
    body.writeUInt32LE(sheet.unpacked - 100, at);
    await expect(rowsOf(body)).rejects.toThrow(importMessages.broken);
  });

  it('refuses a ZIP without a workbook as broken', async () => {
    const body = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet/>') }]);
    await expect(rowsOf(body)).rejects.toThrow(importMessages.broken);
  });
});
