/**
 * A report button opening the two formats the server streams (CSV, XLSX); `onExport` makes the
 * call and saves the file, a refusal shows the server's message. Every export of the console
 * uses it: registries, ratings, the leads report, the application management log.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { ExportFormat } from '../../dataProvider';

export function ExportMenu({
  label,
  disabled,
  onExport,
}: {
  label: string;
  disabled?: boolean;
  onExport: (format: ExportFormat) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const run = async (format: ExportFormat) => {
    setAnchor(null);
    try {
      await onExport(format);
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
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {label}
      </Button>
      <Menu open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void run('csv')}>{translate('app.ui.exportCsv')}</MenuItem>
        <MenuItem onClick={() => void run('xlsx')}>{translate('app.ui.exportXlsx')}</MenuItem>
      </Menu>
    </>
  );
}
