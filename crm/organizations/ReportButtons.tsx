/**
 * The organization reports of seed 001 §7 as XLSX downloads: organizations × their
 * administrators, and regions × affiliation kinds (the `report` verb). A failed download shows
 * the server's message.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { RegistryDefinition } from '../../src/registries';
import { organizationLabels as l } from './labels';
import { errorMessageOf } from '../../src/api';

const reports = [
  ['organizations_admins_report', l.adminsReport],
  ['organizations/region_affiliation_report', l.regionReport],
] as const;

export function ReportButtons(_props: { definition: RegistryDefinition }) {
  const notify = useNotify();
  const dataProvider = useEogDataProvider();
  const report = useMutation({
    mutationFn: ({ path, title }: { path: string; title: string }) =>
      dataProvider.report(path, { format: 'xlsx', filename: `${title}.xlsx` }),
    onError: (e: Error) => notify(errorMessageOf(e, 'app.default'), { type: 'error' }),
  });
  return (
    <>
      {reports.map(([path, title]) => (
        <Button
          key={path}
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => report.mutate({ path, title })}
        >
          {title}
        </Button>
      ))}
    </>
  );
}
