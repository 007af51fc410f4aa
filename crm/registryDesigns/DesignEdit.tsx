/**
 * A registry's design: its draft (else its published design) in the form, saved as the draft
 * without touching what is served; the toolbar publishes it (./PublishButton.tsx). A save
 * sends the whole design (the server keeps what a PATCH leaves out, but a design is read as
 * one), and its refusals land on the inputs. Below the form, the published versions with what
 * each changed (./DesignVersions.tsx).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRecordContext } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { Edit, SaveButton, Toolbar } from 'react-admin';
import { putRecord } from '../../dataProvider';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { errorMessageOf, fieldErrorsOf } from '../../src/api/errors';
import { DesignForm } from './DesignForm';
import { DesignFileButton } from './DesignFiles';
import { DesignVersions } from './DesignVersions';
import { KeptFields } from './KeptFields';
import { PublishButton } from './PublishButton';
import { designTexts as t } from './texts';

function DesignToolbar() {
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton alwaysEnable />
      <PublishButton />
      <DesignFileButton />
    </Toolbar>
  );
}

function useDraftSave() {
  const record = useRecordContext();
  const dataProvider = useEogDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return async (values: FieldValues) => {
    if (!record) return undefined;
    try {
      const { data } = await dataProvider.update('registry_designs', {
        id: record.id,
        data: values,
        previousData: { id: record.id },
      });
      putRecord(queryClient, 'registry_designs', data);
      void queryClient.invalidateQueries({ queryKey: ['registry_designs', 'getList'] });
      notify(t.draftSaved, { type: 'success' });
      return undefined;
    } catch (e) {
      notify(errorMessageOf(e, 'app.default'), { type: 'error' });
      return fieldErrorsOf(e);
    }
  };
}

function EditForm() {
  return <DesignForm toolbar={<DesignToolbar />} onSubmit={useDraftSave()} />;
}

export default function DesignEdit() {
  return (
    <Edit resource="registry_designs" mutationMode="pessimistic" redirect={false}>
      <EditForm />
      <KeptFields />
      <DesignVersions />
    </Edit>
  );
}
