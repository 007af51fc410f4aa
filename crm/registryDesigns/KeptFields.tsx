/**
 * «Удалённые поля» under a design (issue 38, `GET /v1/admin/registry_designs/{id}/kept_fields`):
 * the columns a registry keeps of the fields taken out — and the old columns of type changes —
 * each with the field's last name, when it was taken out, how many records hold a value and
 * when they go for good. «Вернуть поле» puts the field back into the draft with its id (its
 * values come back when the draft is published); «Удалить навсегда» drops them now, after the
 * one confirmation dialog. Each button shows with its key (restore: update; purge: publish).
 */
import { Box, Typography } from '@mui/material';
import {
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
  type Identifier,
  type RaRecord,
} from 'ra-core';
import { useState } from 'react';
import { Button } from 'react-admin';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { useDesignKeys } from './designKeys';
import { errorMessageOf, firstRefusalOf } from '../../src/api/errors';
import { formatDate } from '../../src/format/date';
import { ConsoleConfirm } from '../layout/ConsoleConfirm';
import { PanelTable } from '../ui/PanelTable';
import { designTexts as t } from './texts';

/** The console's resource of a design's kept columns (the dataProvider reads the path as is). */
export const keptResource = (id: Identifier) => `registry_designs/${String(id)}/kept_fields`;

interface KeptField extends RaRecord {
  key: string | null;
  label: string | null;
  taken_out_at: string;
  purge_at: string;
  values: number;
  restorable: boolean;
}

export function KeptFields() {
  const record = useRecordContext();
  const keys = useDesignKeys();
  const dataProvider = useEogDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [purging, setPurging] = useState<KeptField | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resource = keptResource(record?.id ?? '');
  const { data, error: readError } = useGetList<KeptField>(
    resource,
    { pagination: { page: 1, perPage: 100 } },
    { enabled: record?.id !== undefined && record.published_version !== null },
  );
  if (!record || record.published_version === null) return null;

  const restore = async (kept: KeptField) => {
    setBusy(true);
    try {
      await dataProvider.update(resource, {
        id: kept.id,
        data: { in_draft: true },
        previousData: { id: kept.id },
      });
      notify(t.restored, { type: 'success' });
      refresh();
    } catch (e) {
      notify(errorMessageOf(e, 'app.default'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const purge = async () => {
    if (!purging) return;
    setBusy(true);
    try {
      await dataProvider.delete(resource, { id: purging.id, previousData: purging });
      setPurging(null);
      notify(t.purged, { type: 'success' });
      refresh();
    } catch (e) {
      setError(firstRefusalOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" sx={{ p: 2 }} aria-label={t.keptFields}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t.keptFields}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t.keptHelp}
      </Typography>
      <PanelTable
        label={t.keptFields}
        loaded={{ data, error: readError ? (readError as Error).message : undefined }}
        empty={t.keptEmpty}
        heads={[t.keptField, t.keptTakenOut, t.keptValues, t.keptPurgeAt, '']}
        row={(kept) => [
          kept.label ? `${kept.label} (${kept.key})` : t.keptUnfinished,
          formatDate(kept.taken_out_at, 'table'),
          kept.values,
          formatDate(kept.purge_at, 'table'),
          <Box key="actions" sx={{ display: 'flex', gap: 1 }}>
            {kept.restorable && keys.update && (
              <Button label={t.restore} disabled={busy} onClick={() => void restore(kept)} />
            )}
            {keys.publish && (
              <Button
                label={t.purge}
                color="error"
                disabled={busy}
                onClick={() => {
                  setError(null);
                  setPurging(kept);
                }}
              />
            )}
          </Box>,
        ]}
      />
      <ConsoleConfirm
        open={purging !== null}
        title={t.purgeTitle}
        confirmLabel={t.purge}
        busy={busy}
        error={error}
        onConfirm={() => void purge()}
        onCancel={() => setPurging(null)}
      >
        {purging && <p>{t.purgeConfirm(purging.label ?? t.keptUnfinished, purging.values)}</p>}
      </ConsoleConfirm>
    </Box>
  );
}
