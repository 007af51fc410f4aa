/**
 * `POST /v1/admin/ratings/export?format=csv|xlsx&<filters>` (seed 001 §7) for holders of
 * admin_ratings_export: a button opening the two formats; the dataProvider's export verb saves
 * the file.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useDataProvider, useNotify } from 'ra-core';
import { useState } from 'react';
import type { EogDataProvider, ExportFormat } from '../../dataProvider';
import { useRatingKeys } from './ratingKeys';
import { ratingTexts as t } from './texts';

export function RatingExportButton({
  filter,
  disabled,
}: {
  filter: Record<string, unknown>;
  disabled?: boolean;
}) {
  const notify = useNotify();
  const dataProvider = useDataProvider<EogDataProvider>();
  const keys = useRatingKeys();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!keys.export) return null;

  const run = async (format: ExportFormat) => {
    setAnchor(null);
    try {
      await dataProvider.export('ratings', { filter, format, method: 'POST' });
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        disabled={disabled}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t.export}
      </Button>
      <Menu open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void run('csv')}>{t.exportCsv}</MenuItem>
        <MenuItem onClick={() => void run('xlsx')}>{t.exportXlsx}</MenuItem>
      </Menu>
    </>
  );
}
