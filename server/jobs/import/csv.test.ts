import { describe, expect, it } from 'vitest';
import { JobFailure } from '../worker';
import { csvRows } from './csv';
import { importMessages } from './messages';

async function rows(chunks: (string | Buffer)[]): Promise<string[][]> {
  const out: string[][] = [];
  async function* source() {
    for (const c of chunks) yield typeof c === 'string' ? Buffer.from(c) : c;
  }
  for await (const row of csvRows(source())) out.push(row);
  return out;
}

describe('csvRows', () => {
  it('reads ; , and tab separated files with a BOM, CRLF and quotes', async () => {
    expect(await rows(['\uFEFFа;б\r\n1;"x;y"\r\n'])).toEqual([
      ['а', 'б'],
      ['1', 'x;y'],
    ]);
    expect(await rows(['a,b\n"1","2"\n'])).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(await rows(['a\tb\n1\t2'])).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps doubled quotes, line breaks inside quotes and empty fields', async () => {
    expect(await rows(['a;b;c\n"он сказал ""да""";"две\nстроки";\n'])).toEqual([
      ['a', 'b', 'c'],
      ['он сказал "да"', 'две\nстроки', ''],
    ]);
  });

  it('is not confused by chunks cut anywhere, also inside a Cyrillic letter', async () => {
    const text = Buffer.from('имя;описание\r\n"Село ""Ёлкино""";"а;б"\r\nДеревня;x\r\n');
    const whole = await rows([text]);
    for (let cut = 1; cut < text.length; cut++) {
      expect(await rows([text.subarray(0, cut), text.subarray(cut)])).toEqual(whole);
    }
    expect(whole).toEqual([
      ['имя', 'описание'],
      ['Село "Ёлкино"', 'а;б'],
      ['Деревня', 'x'],
    ]);
  });

  it('reads a file of one line without a line break', async () => {
    expect(await rows(['a;b'])).toEqual([['a', 'b']]);
  });

  it('stops on bytes that are not UTF-8', async () => {
    await expect(rows([Buffer.from([0x61, 0x3b, 0xcd, 0xee, 0x0a])])).rejects.toThrow(
      new JobFailure(importMessages.encoding),
    );
  });
});
