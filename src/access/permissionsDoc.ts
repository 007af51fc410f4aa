/**
 * Renders the access table as markdown for docs/permissions.md. A test formats it with
 * Prettier and compares it with the file, so the document cannot drift from the code; run
 * `UPDATE_PERMISSIONS_DOC=1 npx vitest run src/access/permissionsDoc.test.ts` to rewrite it.
 */
import { roleLabels, roles, type Role } from '../domain/roles';
import { permissionFamilies, families } from './permissionFamilies';
import { permissionsByRole } from './permissions';
import { scopeKindByRole, readOnlyRoles } from './scoping';
import {
  regionalHeadAlways,
  regionalHeadBothFlags,
  regionalHeadExecutorOrNoSocial,
  infoOf,
  sections,
  sectionsByRole,
} from './sections';

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const header = (cells: readonly string[]) => [row(cells), row(cells.map(() => '---'))];

function sectionTable(): string[] {
  const lines = header(['Раздел', 'Путь', ...roles]);
  for (const s of sections) {
    const marks = roles.map((r: Role) => {
      if (r !== 'regional_head') return sectionsByRole[r].includes(s) ? '✓' : '';
      if (regionalHeadAlways.includes(s)) return '✓';
      if (regionalHeadBothFlags.includes(s)) return 'E+S';
      return regionalHeadExecutorOrNoSocial.includes(s) ? 'E или не S' : '';
    });
    lines.push(row([`${s} (${infoOf(s).label})`, infoOf(s).path ?? 'внешняя ссылка', ...marks]));
  }
  return lines;
}

function keyTable(): string[] {
  const lines = header(['Ключ', ...roles]);
  for (const f of families) {
    for (const a of permissionFamilies[f] as readonly string[]) {
      const key = `admin_${f}_${a}`;
      const marks = roles.map((r) =>
        (permissionsByRole[r] as readonly string[]).includes(key) ? '✓' : '',
      );
      lines.push(row([`\`${key}\``, ...marks]));
    }
  }
  return lines;
}

function scopeTable(): string[] {
  const lines = header(['Роль', 'Название', 'Видит записи', 'Только чтение', 'Ключей']);
  for (const r of roles)
    lines.push(
      row([
        r,
        roleLabels[r],
        scopeKindByRole[r],
        readOnlyRoles.includes(r) ? 'да' : 'нет',
        String(permissionsByRole[r].length),
      ]),
    );
  lines.push(row(['(заявитель)', 'account_type', 'own', 'нет', '—']));
  return lines;
}

export function renderPermissionsMarkdown(): string {
  return [
    '# Permissions',
    '',
    'Generated from `src/access` by `src/access/permissionsDoc.ts`; a test keeps this file equal',
    'to the code. Regenerate with',
    '`UPDATE_PERMISSIONS_DOC=1 npx vitest run src/access/permissionsDoc.test.ts`.',
    '',
    '## Console sections by role (seed 000 §6, seed 001 §6)',
    '',
    'RegionalHead: E = executor_selection, S = social_assistance.',
    '',
    ...sectionTable(),
    '',
    '## Record scoping',
    '',
    ...scopeTable(),
    '',
    '## Permission keys by role',
    '',
    'A key is `admin_<family>_<action>`. The RegionalHead column shows the widest flags; a',
    "RegionalHead loses the keys of the sections its flags hide. Auditors' scope is read-only.",
    '',
    ...keyTable(),
    '',
  ].join('\n');
}
