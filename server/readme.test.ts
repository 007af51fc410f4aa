import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configDocs } from './config';

// The README's configuration table is the user-facing copy of configDocs: keep them in step.
describe('README', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const table = readme.split('<!-- env:start -->')[1]?.split('<!-- env:end -->')[0] ?? '';
  const rows = table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^`|`$/g, '')),
    );

  it('documents every variable the server reads, with its default and meaning, in order', () => {
    expect(rows).toEqual(configDocs);
  });
});
