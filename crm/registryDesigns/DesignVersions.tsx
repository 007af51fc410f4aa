/**
 * A registry's published versions under its design (issue 38, `GET
 * /v1/admin/registry_designs/{id}/versions`, newest first): each with its number, when and by
 * whom it was published, and what it changed against the version before, in the console's
 * words («Изменено поле «Статус»: обязательность, варианты»).
 */
import { Box, Pagination, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate, type Identifier } from 'ra-core';
import { useState } from 'react';
import { formatDateTime } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import type { VersionAnswer } from '../../src/registries/design';
import { PanelTable } from '../ui/PanelTable';
import { designTexts as t, fieldSettingTexts, registrySettingTexts } from './texts';

const perPage = 20;

/** The console's resource of a design's versions (the dataProvider reads the path as it is). */
export const versionsResource = (id: Identifier) => `registry_designs/${String(id)}/versions`;

const named = (names: Record<string, string>, settings: readonly string[]) =>
  settings.map((s) => names[s] ?? s).join(', ');

/** What a version changed, one line per field and one for the registry's own settings. */
export function versionLines({ diff, labels }: Pick<VersionAnswer, 'diff' | 'labels'>): string[] {
  const label = (key: string) => labels[key] ?? key;
  const lines = [
    ...diff.added.map((key) => t.fieldAdded(label(key))),
    ...diff.removed.map((key) => t.fieldRemoved(label(key))),
    ...diff.changed.map((c) =>
      t.fieldSettingsChanged(label(c.key), named(fieldSettingTexts, c.settings)),
    ),
    ...(diff.settings.length
      ? [t.registrySettingsChanged(named(registrySettingTexts, diff.settings))]
      : []),
  ];
  return lines.length ? lines : [t.versionSame];
}

export function DesignVersions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const { data, total, error } = useGetList<VersionAnswer & { id: Identifier }>(
    versionsResource(record?.id ?? ''),
    { pagination: { page, perPage } },
    { enabled: record?.id !== undefined && record.published_version !== null },
  );
  if (!record || record.published_version === null) return null;
  const pages = Math.ceil((total ?? 0) / perPage);
  return (
    <Box component="section" sx={{ p: 2 }} aria-label={t.versions}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t.versions}
      </Typography>
      <PanelTable
        label={t.versions}
        loaded={{ data, error: error ? (error as Error).message : undefined }}
        empty={t.versionsEmpty}
        heads={[t.versionNumber, t.versionDate, t.versionAuthor, t.versionChanges]}
        row={(version) => [
          version.number,
          formatDateTime(version.published_at, 'table'),
          formatValue(version.published_by, 'table'),
          <Box key="lines" component="ul" sx={{ m: 0, pl: 2 }}>
            {versionLines(version).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>,
        ]}
      />
      {pages > 1 && (
        <Pagination
          sx={{ mt: 1 }}
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          aria-label={translate('app.ui.pagination')}
          getItemAriaLabel={(type, number) =>
            type === 'previous'
              ? translate('app.ui.pagePrevious')
              : type === 'next'
                ? translate('app.ui.pageNext')
                : translate('app.ui.pageNumber', { page: number })
          }
        />
      )}
    </Box>
  );
}
