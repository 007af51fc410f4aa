/** Spreadsheets for the import tests: the files an operator would upload. */
import ExcelJS from 'exceljs';

/** An XLSX of one sheet, «Лист1», holding `rows` in order. */
export async function xlsx(rows: (string | number | boolean)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Лист1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
