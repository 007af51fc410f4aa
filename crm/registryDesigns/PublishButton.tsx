/**
 * Publishing a design (issue 38): the dialog shows the plan the server worked out — each step
 * and its kind, and the changes it refuses with their reasons — before anything runs; steps
 * that take fields out need the box ticked. A type change lists the values that do not convert,
 * each with a replacement the dialog saves into the draft (./ConversionMapping.tsx) before it
 * reads the plan again. A form with unsaved changes is saved first. When
 * values move to new columns the server answers with the background job that fills them and
 * then publishes: the dialog follows it (./PublicationProgress.tsx), and so does a design
 * opened while its publication runs.
 */
import {
  Alert,
  Checkbox,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, type Identifier } from 'ra-core';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Button } from 'react-admin';
import { putRecord, type EogDataProvider } from '../../dataProvider';
import type { BackgroundJob } from '../../dataProvider/jobVerbs';
import type { JobKind } from '../../src/domain/backgroundJobs';
import { DialogFrame } from '../../src/ui/dialog';
import { jobTexts } from '../backgroundJobs/jobTexts';
import { firstRefusalOf } from '../../src/api/errors';
import { ConsoleConfirm } from '../layout/ConsoleConfirm';
import type { DesignField, PlanAnswer as Plan, ValueMapping } from '../../src/registries/design';
import { Conversion } from './ConversionMapping';
import { PublicationProgress } from './PublicationProgress';
import { designTexts as t, stepKindTexts } from './texts';

const publicationKind: JobKind = 'registry_publication';

export function PublishButton() {
  const record = useRecordContext();
  const { isDirty } = useFormState();
  const dataProvider = useDataProvider<EogDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<Plan | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [job, setJob] = useState<{ id: Identifier; initial?: BackgroundJob } | null>(null);
  if (!record) return null;

  const open = async () => {
    setError(null);
    setConfirmed(false);
    if (record.publication_job_id) {
      setJob({ id: record.publication_job_id as Identifier });
      return;
    }
    const { data } = await dataProvider.getSettings('registry_designs', {
      id: record.id,
      section: 'plan',
    });
    setPlan({
      steps: data.steps ?? [],
      refusals: data.refusals ?? [],
      conversions: data.conversions ?? [],
    });
  };
  const destructive = !!plan?.steps.some((s) => s.kind === 'destructive');
  const publishable = !!plan && record.draft_version !== null && plan.refusals.length === 0;
  const publish = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.publish('registry_designs', {
        id: record.id,
        confirm: confirmed,
      });
      setPlan(null);
      if (data.kind === publicationKind) {
        setJob({ id: data.id, initial: data as BackgroundJob });
        return;
      }
      notify(t.published, { type: 'success' });
      // The menu and the screens read the published registries' metadata again.
      await queryClient.invalidateQueries({ queryKey: ['registries'] });
      refresh();
    } catch (e) {
      setError(firstRefusalOf(e));
    } finally {
      setBusy(false);
    }
  };

  const fields = (record.fields ?? []) as DesignField[];
  /** The draft's mapping of `key`'s values changed, saved as the form saves; the plan read again. */
  const saveMapping = async (key: string, change: (map: ValueMapping[]) => ValueMapping[]) => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await dataProvider.update('registry_designs', {
        id: record.id,
        data: {
          fields: fields.map((f) =>
            f.key === key ? { ...f, convert_map: change([...(f.convert_map ?? [])]) } : f,
          ),
        },
        previousData: record,
      });
      putRecord(queryClient, 'registry_designs', data);
      await open();
    } catch (e) {
      setError(firstRefusalOf(e));
    } finally {
      setBusy(false);
    }
  };
  const mapValue = (key: string) => (from: string, to: string | null) =>
    void saveMapping(key, (map) => [...map.filter((m) => m.from !== from), { from, to }]);
  const unmapValue = (key: string) => (from: string) =>
    void saveMapping(key, (map) => map.filter((m) => m.from !== from));

  const closeJob = () => {
    setJob(null);
    refresh();
  };

  return (
    <>
      <DialogFrame
        open={job !== null}
        title={t.publishTitle}
        onClose={closeJob}
        actions={<Button label={jobTexts.close} onClick={closeJob} />}
      >
        {job && (
          <PublicationProgress jobId={job.id} {...(job.initial ? { initial: job.initial } : {})} />
        )}
      </DialogFrame>
      <Button
        label={t.publish}
        variant="outlined"
        disabled={isDirty || record.draft_version === null}
        title={isDirty ? t.saveFirst : undefined}
        onClick={() => void open()}
      />
      <ConsoleConfirm
        open={plan !== null}
        title={t.publishTitle}
        confirmLabel={t.publish}
        busy={busy}
        confirmDisabled={!publishable || (destructive && !confirmed)}
        error={error}
        onConfirm={() => void publish()}
        onCancel={() => setPlan(null)}
      >
        {plan && record.draft_version === null && <p>{t.publishNothing}</p>}
        {plan?.conversions.map((preview) => (
          <Conversion
            key={preview.key}
            code={String(record.code)}
            preview={preview}
            field={fields.find((f) => f.key === preview.key)}
            busy={busy}
            onMap={mapValue(preview.key)}
            onUnmap={unmapValue(preview.key)}
          />
        ))}
        {plan && plan.refusals.length > 0 && (
          <Alert severity="error">
            {t.publishRefused}
            <ul>
              {plan.refusals.map((r) => (
                <li key={r.pointer}>{r.message}</li>
              ))}
            </ul>
          </Alert>
        )}
        {plan && record.draft_version !== null && plan.refusals.length === 0 && (
          <List dense>
            {plan.steps.map((step, i) => (
              <ListItem key={i} disableGutters>
                <Chip
                  size="small"
                  sx={{ mr: 1 }}
                  color={
                    step.kind === 'destructive'
                      ? 'error'
                      : step.kind === 'online'
                        ? 'info'
                        : 'default'
                  }
                  label={stepKindTexts[step.kind]}
                />
                <ListItemText primary={step.text} />
              </ListItem>
            ))}
          </List>
        )}
        {destructive && (
          <FormControlLabel
            control={
              <Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
            }
            label={t.publishConfirm}
          />
        )}
      </ConsoleConfirm>
    </>
  );
}
