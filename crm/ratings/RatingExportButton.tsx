/**
 * `POST /v1/admin/ratings/export?format=csv|xlsx&<filters>` (seed 001 §7) for holders of
 * admin_ratings_export: a button opening the two formats; the dataProvider's export verb saves
 * the file.
 */
import { useDataProvider } from 'ra-core';
import type { EogDataProvider } from '../../dataProvider';
import { ExportMenu } from '../registries/ExportMenu';
import { useRatingKeys } from './ratingKeys';
import { ratingTexts as t } from './texts';

export function RatingExportButton({
  filter,
  disabled,
}: {
  filter: Record<string, unknown>;
  disabled?: boolean;
}) {
  const dataProvider = useDataProvider<EogDataProvider>();
  const keys = useRatingKeys();
  if (!keys.export) return null;
  return (
    <ExportMenu
      label={t.export}
      disabled={disabled}
      onExport={(format) => dataProvider.export('ratings', { filter, format, method: 'POST' })}
    />
  );
}
