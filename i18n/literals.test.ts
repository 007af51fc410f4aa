/**
 * Each message once (issue 20): a message of the catalogues (i18n/messages.ts,
 * i18n/uiMessages.ts, src/validation/messages.ts) is read from them by the server, the console
 * and the site, never spelled again as a literal. Scans the source (comments aside) for the
 * quoted text of every catalogue message that is a phrase, and for hand-made 'уже существует'
 * sentences, which `alreadyExists` builds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '../src/validation/messages';
import { errorMessages } from './messages';
import { uiMessages } from './uiMessages';

const root = join(import.meta.dirname, '..');
const dirs = ['server', 'crm', 'site', 'src', 'dataProvider', 'authProvider'];
const catalogues = new Set(['src/validation/messages.ts']);

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') sources(path, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name)) {
      out.push(path);
    }
  }
  return out;
}

/** Phrases only: a word such as 'Статус' may well be a different caption elsewhere. */
const messages = (
  [
    ...Object.values(errorMessages),
    ...Object.values(validationMessages),
    ...Object.values(uiMessages),
  ] as string[]
).filter((m) => !m.includes('{') && /\S \S.{6}/.test(m));

function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

describe('the message catalogue', () => {
  it('is the one place its messages are written', () => {
    const found: string[] = [];
    for (const file of dirs.flatMap((dir) => sources(join(root, dir)))) {
      const name = relative(root, file);
      if (catalogues.has(name)) continue;
      const code = withoutComments(readFileSync(file, 'utf8'));
      for (const message of messages) {
        if (["'", '"', '`'].some((q) => code.includes(`${q}${message}${q}`)))
          found.push(`${name}: ${message}`);
      }
      for (const match of code.matchAll(/['"`][^'"`\n]* с таким [^'"`\n]* уже существует['"`]/g))
        found.push(`${name}: ${match[0]} (alreadyExists)`);
    }
    expect(found).toEqual([]);
  });
});
