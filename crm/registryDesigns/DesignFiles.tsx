/**
 * A design carried as a file (issue 38, test → production): «Скачать описание» saves the
 * published design as JSON; «Загрузить описание» reads such a file, shows what it would change
 * in the registry of its code (a dry run on the server), and makes it that registry's draft —
 * or a new registry — once confirmed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRedirect } from 'ra-core';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from 'react-admin';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { firstRefusalOf } from '../../src/api/errors';
import { ConsoleConfirm } from '../layout/ConsoleConfirm';
import { designTexts as t } from './texts';

export function DesignFileButton() {
  const record = useRecordContext();
  const dataProvider = useEogDataProvider();
  if (!record) return null;
  return (
    <Button
      label={t.download}
      onClick={() =>
        void dataProvider.report(`registry_designs/${record.id}/file`, {
          filename: `${String(record.code)}.json`,
        })
      }
    />
  );
}

interface ImportDiff {
  added: string[];
  removed: string[];
  changed: { key: string; settings: string[] }[];
  settings: string[];
}

interface Pending {
  design: unknown;
  code: string;
  exists: boolean;
  diff: ImportDiff;
}

/** What an import changes, in the console's words. */
function DiffText({ pending }: { pending: Pending }) {
  const { diff } = pending;
  const lines = [
    pending.exists ? t.importExisting(pending.code) : t.importNew(pending.code),
    diff.added.length ? `${t.fieldsAdded}: ${diff.added.join(', ')}` : '',
    diff.removed.length ? `${t.fieldsRemoved}: ${diff.removed.join(', ')}` : '',
    ...diff.changed.map((c) => `${t.fieldChanged} ${c.key}: ${c.settings.join(', ')}`),
    diff.settings.length ? `${t.settingsChanged}: ${diff.settings.join(', ')}` : '',
  ].filter(Boolean);
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

export function ImportDesignButton() {
  const input = useRef<HTMLInputElement>(null);
  const dataProvider = useEogDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const parsed = JSON.parse(await file.text()) as { design?: unknown };
      const design = parsed.design ?? parsed;
      const { data } = await dataProvider.importDesign('registry_designs', {
        design,
        dryRun: true,
      });
      setError(null);
      setPending({ design, code: data.code, exists: data.exists, diff: data.diff });
    } catch (e) {
      notify(e instanceof SyntaxError ? t.notADesign : firstRefusalOf(e) || t.notADesign, {
        type: 'error',
      });
    }
  };
  const apply = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.importDesign('registry_designs', {
        design: pending.design,
        dryRun: false,
      });
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: ['registry_designs'] });
      notify(t.imported, { type: 'success' });
      redirect('edit', 'registry_designs', data.id);
    } catch (e) {
      setError(firstRefusalOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label={t.upload} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={t.upload}
        onChange={(e) => void read(e)}
      />
      <ConsoleConfirm
        open={pending !== null}
        title={t.importTitle}
        confirmLabel={t.importApply}
        busy={busy}
        error={error}
        onConfirm={() => void apply()}
        onCancel={() => setPending(null)}
      >
        {pending && <DiffText pending={pending} />}
      </ConsoleConfirm>
    </>
  );
}
