/**
 * The organization reports of seed 001 §7 as XLSX downloads: organizations × their
 * administrators, and regions × affiliation kinds. A failed download shows the server's message.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { HttpError, useNotify } from 'ra-core';
import { saveBlob } from '../../dataProvider';
import type { RegistryDefinition } from '../../src/registries';
import { httpClient } from '../providers';
import { ADMIN_API } from './api';
import { organizationLabels as l } from './labels';

const reports = [
  ['organizations_admins_report', l.adminsReport],
  ['organizations/region_affiliation_report', l.regionReport],
] as const;

export function ReportButtons(_props: { definition: RegistryDefinition }) {
  const notify = useNotify();
  const download = async (path: string, title: string) => {
    try {
      const { blob, filename } = await httpClient(`${ADMIN_API}/${path}`, {
        query: { format: 'xlsx' },
        responseType: 'blob',
      });
      saveBlob(blob ?? new Blob([]), filename ?? `${title}.xlsx`);
    } catch (e) {
      notify(e instanceof HttpError && e.message ? e.message : 'app.default', { type: 'error' });
    }
  };
  return (
    <>
      {reports.map(([path, title]) => (
        <Button
          key={path}
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => void download(path, title)}
        >
          {title}
        </Button>
      ))}
    </>
  );
}
