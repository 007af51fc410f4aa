/**
 * A registry's design for those who read it and change nothing (the auditors): its code, names,
 * the fields with their kinds and flags — the draft, else the published design, as the edit
 * screen shows it — the file to download, the kept fields and the published versions.
 */
import {
  ArrayField,
  BooleanField,
  Datagrid,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { designKindLabels, type DesignField } from '../../src/registries/design';
import { DesignFileButton } from './DesignFiles';
import { Standing } from './DesignList';
import { DesignVersions } from './DesignVersions';
import { KeptFields } from './KeptFields';
import { designTexts as t } from './texts';

const flags = ['required', 'list', 'filter', 'sort', 'unique'] as const;

export default function DesignShow() {
  return (
    <Show
      resource="registry_designs"
      actions={
        <TopToolbar>
          <DesignFileButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="code" label={t.code} />
        <FunctionField
          label={t.titleMany}
          render={(record: { title?: string[] | null }) => record.title?.[1] ?? ''}
        />
        {/* The fields below are the draft's while one waits. */}
        <FunctionField label={t.version} render={() => <Standing />} />
        <Labeled label={t.fields}>
          <ArrayField source="fields">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="key" label={t.key} sortable={false} />
              <TextField source="label" label={t.label} sortable={false} />
              <FunctionField
                label={t.kind}
                sortable={false}
                render={(field: DesignField) => designKindLabels[field.kind]}
              />
              {flags.map((flag) => (
                <BooleanField
                  key={flag}
                  source={flag}
                  label={t[flag]}
                  sortable={false}
                  looseValue
                />
              ))}
            </Datagrid>
          </ArrayField>
        </Labeled>
      </SimpleShowLayout>
      <KeptFields />
      <DesignVersions />
    </Show>
  );
}
