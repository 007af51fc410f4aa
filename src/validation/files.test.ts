import { describe, expect, it } from 'vitest';
import {
  allowedExtensions,
  fileInfos,
  maxFileSize,
  maxTotalFileSize,
  notEmptyFile,
  validateServicePassport,
  validateUpload,
} from './files';
import type { Validator } from './messages';

const format = 'Вы загрузили неверный формат документов';
const file = (name: string, size = 10) => ({ name, size });
const GiB = 1_073_741_824;

const cases: [string, Validator, unknown, string | undefined][] = [
  ['upload pdf', validateUpload, file('a.PDF'), undefined],
  ['upload exe', validateUpload, file('a.exe'), format],
  ['upload jpg, the same JPEG as jpeg', validateUpload, file('a.jpg'), undefined],
  ['upload txt', validateUpload, file('a.txt'), format],
  ['upload no extension', validateUpload, file('README'), format],
  ['upload list, one bad', validateUpload, [file('a.pdf'), file('b.txt')], format],
  ['upload 1 GiB', validateUpload, file('a.zip', GiB), undefined],
  [
    'upload over 1 GiB',
    validateUpload,
    file('a.zip', GiB + 1),
    'Максимальный размер загружаемого файла не должен превышать 1 GB',
  ],
  ['react-admin value', validateUpload, { rawFile: file('a.docx'), src: 'blob:' }, undefined],
  ['not a file', validateUpload, 42, 'Поле заполнено некорректно'],
  ['extensions with dots', allowedExtensions(['.csv']), 'report.csv', undefined],
  ['empty file', notEmptyFile, file('a.pdf', 0), 'Файл не должен быть пустым'],
  [
    'optional limit',
    maxFileSize(1024),
    file('a.pdf', 1025),
    'Максимальный размер загружаемого файла не должен превышать 1 KB',
  ],
  ['total under', maxTotalFileSize(100), [file('a', 50), file('b', 50)], undefined],
  [
    'total over',
    maxTotalFileSize(100),
    [file('a', 50), file('b', 51)],
    'Превышен максимально допустимый размер файла(ов)',
  ],
  ['passport pdf', validateServicePassport, file('p.pdf', 71_680_000), undefined],
  ['passport docx', validateServicePassport, file('p.docx'), format],
  ['passport empty', validateServicePassport, file('p.pdf', 0), 'Файл не должен быть пустым'],
  [
    'passport over 70 MB',
    validateServicePassport,
    file('p.pdf', 71_680_001),
    'Максимальный размер загружаемого файла не должен превышать 70Мб',
  ],
];

describe('file rules', () => {
  it.each(cases)('%s', (_name, validate, value, expected) => {
    expect(validate(value)).toBe(expected);
  });

  it('reads File-like objects and titles', () => {
    expect(fileInfos([{ title: 'a.pdf' }, 'b.pdf'])).toEqual([
      { name: 'a.pdf' },
      { name: 'b.pdf' },
    ]);
  });
});
