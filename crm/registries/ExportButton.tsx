/**
 * The export of an exportable registry (`GET /<path>/export?format=csv|xlsx&<filters>`), for
 * holders of its export key (its read key when the family has none): a button opening the two
 * formats; the file is saved by the dataProvider's `export` verb with the list's filters.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import {
  useDataProvider,
  useListContext,
  useNotify,
  useResourceContext,
  useTranslate,
} from 'ra-core';
import { useState } from 'react';
import type { EogDataProvider, ExportFormat } from '../../dataProvider';
import type { RegistryDefinition } from '../../src/registries';
import { useRegistryKeys } from './access';

export function ExportButton({ definition }: { definition: RegistryDefinition }) {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext() ?? definition.name;
  const dataProvider = useDataProvider<EogDataProvider>();
  const { filterValues, total } = useListContext();
  const keys = useRegistryKeys(definition);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!definition.exportable || !keys.export) return null;

  const run = async (format: ExportFormat) => {
    setAnchor(null);
    try {
      await dataProvider.export(resource, { filter: filterValues, format });
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        disabled={total === 0}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {translate('ra.action.export')}
      </Button>
      <Menu open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void run('csv')}>{translate('app.ui.exportCsv')}</MenuItem>
        <MenuItem onClick={() => void run('xlsx')}>{translate('app.ui.exportXlsx')}</MenuItem>
      </Menu>
    </>
  );
}
