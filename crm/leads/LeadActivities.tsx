/**
 * The lead card's 'Мероприятия' tab (issue 6 "activities", the work stages): the list, and for
 * holders of admin_leads_events the add / edit dialog and the removal after a confirmation
 * (`leads/{id}/activities`). The type is the live API's relation `activity_type` (issue 20):
 * the form names it so, so that its 422 lands under the select, and the dataProvider's
 * saveActivity sends it as the relation. Any other refusal (a closed lead, 403) shows above.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, IconButton } from '@mui/material';
import {
  useDelete,
  useGetList,
  useNotify,
  usePermissions,
  type Identifier,
  type RaRecord,
} from 'ra-core';
import { useState } from 'react';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { recordFileKinds } from '../../src/domain/documentKinds';
import { formatDate } from '../../src/format/date';
import { formatBoolean, formatValue } from '../../src/format/text';
import {
  activityFieldTitles as title,
  activityScreenTexts as text,
  activityTypeKind,
} from '../../src/leads/activities';
import { DialogFrame } from '../../src/ui/dialog';
import { interpolate } from '../../src/validation/messages';
import { DateInput } from '../inputs';
import { heldKey } from '../users/userKeys';
import { refusalOf } from '../../src/api';
import { RecordFiles } from './contract/RecordFiles';
import { FormDialog } from './CreateDialog';
import { PanelTable } from '../ui/PanelTable';
import { loadedOf } from '../ui/loaded';
import { LEADS, serverOrder, useDictionary } from './leadQueries';
import { ConsoleConfirm } from '../layout/ConsoleConfirm';

/** The attributes the dialog sends; their 422s show under the inputs. */
const fields = ['activity_type', 'plan_date', 'fact_date', 'finished', 'note'] as const;

/** The lead's activities as a path resource (list, delete; their files under each). */
const activitiesOf = (leadId: Identifier) => `leads/${String(leadId)}/activities`;

/** A text field as the server takes it: trimmed, '' as null. */
const textOf = (v: unknown): string | null =>
  typeof v === 'string' ? v.trim() || null : v == null ? null : String(v);

/** Every field of the form as the server takes it: the attributes and the type's relation. */
function activityWrite(values: Record<string, unknown>) {
  return {
    attributes: {
      plan_date: textOf(values.plan_date),
      fact_date: textOf(values.fact_date),
      finished: values.finished === true,
      note: textOf(values.note),
    },
    activityTypeId: textOf(values.activity_type),
  };
}

function ActivityDialog({
  leadId,
  activity,
  onClose,
  onSaved,
}: {
  leadId: Identifier;
  /** The activity to edit; none for a new one. */
  activity?: RaRecord;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dataProvider = useEogDataProvider();
  const types = loadedOf(useDictionary(activityTypeKind));
  const heading = activity ? text.editTitle : text.createTitle;
  // An activity keeps its type even once the entry is retired from the dictionary.
  const choices = (types.data ?? []).map((d) => ({ id: String(d.id), name: String(d.name) }));
  if (activity?.activity_type_id && !choices.some((c) => c.id === activity.activity_type_id)) {
    choices.push({
      id: String(activity.activity_type_id),
      name: String(activity.activity_type_name ?? activity.activity_type_id),
    });
  }
  const record = activity
    ? Object.fromEntries(
        fields.map((f) => [
          f,
          (f === 'activity_type' ? activity.activity_type_id : activity[f]) ?? null,
        ]),
      )
    : { finished: false };

  return (
    <FormDialog
      title={heading}
      fields={fields}
      record={record}
      submit={(values) =>
        dataProvider.saveActivity(LEADS, {
          id: leadId,
          activityId: activity?.id,
          ...activityWrite(values),
        })
      }
      submitLabel={text.save}
      notice={activity ? text.saved : text.created}
      onClose={onClose}
      onDone={onSaved}
    >
      {types.error ? <Alert severity="error">{types.error}</Alert> : null}
      <SelectInput
        source="activity_type"
        label={title.activity_type_id}
        choices={choices}
        isLoading={types.loading}
      />
      <DateInput source="plan_date" label={title.plan_date} />
      <DateInput source="fact_date" label={title.fact_date} />
      <BooleanInput source="finished" label={title.finished} />
      <TextInput source="note" label={title.note} multiline minRows={2} />
    </FormDialog>
  );
}

export function LeadActivities({ leadId }: { leadId: Identifier }) {
  const { permissions } = usePermissions();
  const canEdit = heldKey(permissions, 'admin_leads_events');
  const notify = useNotify();
  const activities = loadedOf(
    useGetList(activitiesOf(leadId), {
      pagination: { page: 1, perPage: 100 },
      sort: serverOrder,
    }),
  );
  const [deleteOne] = useDelete();
  const [editing, setEditing] = useState<RaRecord | 'new' | null>(null);
  const [removing, setRemoving] = useState<RaRecord | null>(null);
  const [filesOf, setFilesOf] = useState<RaRecord | null>(null);
  const [refusal, setRefusal] = useState<string>();

  const remove = async (activity: RaRecord) => {
    setRemoving(null);
    setRefusal(undefined);
    try {
      await deleteOne(
        activitiesOf(leadId),
        { id: activity.id, previousData: activity },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(text.removed, { type: 'success' });
      activities.reload();
    } catch (e) {
      setRefusal(refusalOf(e, []).general);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {canEdit ? (
        <Box>
          <Button variant="contained" onClick={() => setEditing('new')}>
            {text.add}
          </Button>
        </Box>
      ) : null}
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      <PanelTable
        label={text.tab}
        loaded={activities}
        empty={text.empty}
        heads={[
          title.activity_type_id,
          title.plan_date,
          title.fact_date,
          title.finished,
          title.note,
          title.admin,
          text.actions,
        ]}
        row={(a) => [
          formatValue(a.activity_type_name, 'table'),
          formatDate(a.plan_date, 'table'),
          formatDate(a.fact_date, 'table'),
          formatBoolean(a.finished, 'table'),
          <span key="n" style={{ whiteSpace: 'pre-wrap' }}>
            {formatValue(a.note, 'table')}
          </span>,
          formatValue(a.admin_name, 'table'),
          <Box key="a" sx={{ display: 'flex', whiteSpace: 'nowrap', alignItems: 'center' }}>
            <Button
              size="small"
              aria-label={`${text.files}: ${formatValue(a.activity_type_name)}`}
              onClick={() => setFilesOf(a)}
            >
              {text.files}
            </Button>
            {canEdit ? (
              <>
                <IconButton size="small" aria-label={text.edit} onClick={() => setEditing(a)}>
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={text.remove} onClick={() => setRemoving(a)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </>
            ) : null}
          </Box>,
        ]}
      />
      {editing ? (
        <ActivityDialog
          leadId={leadId}
          activity={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            activities.reload();
          }}
        />
      ) : null}
      {filesOf ? (
        <DialogFrame
          open
          title={interpolate(text.filesTitle, { name: formatValue(filesOf.activity_type_name) })}
          onClose={() => setFilesOf(null)}
          actions={<Button onClick={() => setFilesOf(null)}>{text.close}</Button>}
        >
          <RecordFiles
            label={text.files}
            resource={`${activitiesOf(leadId)}/${String(filesOf.id)}/attachments`}
            kinds={recordFileKinds.LeadActivity}
            canWrite={canEdit}
            testId="activity-file"
          />
        </DialogFrame>
      ) : null}
      <ConsoleConfirm
        open={removing !== null}
        title={text.removeTitle}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        {interpolate(text.removeConfirm, {
          name: formatValue(removing?.activity_type_name),
        })}
      </ConsoleConfirm>
    </Box>
  );
}
