/**
 * The export of an exportable registry (`GET /<path>/export?format=csv|xlsx&<filters>`), for
 * holders of its export key (its read key when the family has none): a button opening the two
 * formats; the file is saved by the dataProvider's `export` verb with the list's filters.
 * Next to it, 'Отправить на почту' starts the e-mailed CSV export (crm/backgroundJobs).
 */
import { useListContext, useResourceContext, useTranslate } from 'ra-core';
import { useEogDataProvider } from '../../dataProvider/hooks';
import type { RegistryDefinition } from '../../src/registries';
import { useRegistryKeys } from './access';
import { EmailExportButton } from '../backgroundJobs/EmailExportButton';
import { ExportMenu } from './ExportMenu';

export function ExportButton({ definition }: { definition: RegistryDefinition }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? definition.name;
  const dataProvider = useEogDataProvider();
  const { filterValues, total } = useListContext();
  const keys = useRegistryKeys(definition);
  if (!definition.exportable || !keys.export) return null;
  return (
    <>
      <ExportMenu
        label={translate('ra.action.export')}
        disabled={total === 0}
        onExport={(format) => dataProvider.export(resource, { filter: filterValues, format })}
      />
      {/* The e-mailed CSV (a background job) of the registries the generic server serves. */}
      {!definition.customServer && <EmailExportButton resource={resource} />}
    </>
  );
}
