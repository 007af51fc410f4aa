import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { renderPermissionsMarkdown } from './permissionsDoc';

const docPath = fileURLToPath(new URL('../../docs/permissions.md', import.meta.url));

describe('docs/permissions.md', () => {
  it('matches the access table in the code', async () => {
    const options = (await resolveConfig(docPath)) ?? {};
    const expected = await format(renderPermissionsMarkdown(), { ...options, filepath: docPath });
    if (process.env.UPDATE_PERMISSIONS_DOC) writeFileSync(docPath, expected);
    expect(readFileSync(docPath, 'utf8')).toBe(expected);
  });
});
