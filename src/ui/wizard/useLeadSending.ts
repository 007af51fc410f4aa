/**
 * The sending of both wizards: the whole check, the lead created (`createLead` under the frame's
 * collection: the console's `users/{user_id}/leads`, submitted at once; the site's `leads`, a
 * draft) or saved again (`saveDraft`), the chosen documents uploaded under it one by one, and on
 * the site the draft sent for registration (`submitDraft`). A 422 goes back to the step of its
 * first field; what no step shows goes above the form. The saved lead goes into the cache, so
 * the card opened next shows the server's answer at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'ra-core';
import { useState } from 'react';
import { useEogDataProvider } from '../../../dataProvider/hooks';
import { putRecord } from '../../../dataProvider/recordCache';
import type { LeadBody } from '../../../dataProvider/wizardVerbs';
import { errorMessages } from '../../../i18n/messages';
import { uploadChosen, type ChosenFile } from './chosenFiles';
import { leadBody, splitServerErrors } from './model';
import type { WizardState } from './useWizardState';
import { fieldErrorsOf } from '../../api';

export interface LeadSendingOptions {
  /** Where a new lead is POSTed. */
  collection: string;
  /** The draft being edited, saved again by PATCH (site). */
  leadId?: string;
}

export interface SendResult {
  id: string;
  /** The names of the chosen files that did not upload (kept in the list). */
  failed: string[];
}

const messageOf = (e: unknown) => (e instanceof Error && e.message) || errorMessages.default;

export function useLeadSending(wizard: WizardState, options: LeadSendingOptions) {
  const { collection } = options;
  const dataProvider = useEogDataProvider();
  const queryClient = useQueryClient();
  const [leadId, setLeadId] = useState(options.leadId);
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [general, setGeneral] = useState<string>();
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number>();

  const remember = ({ data }: { data: RaRecord }) => putRecord(queryClient, 'leads', data);
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: LeadBody }) =>
      id
        ? dataProvider.saveDraft('leads', { id, body })
        : dataProvider.createLead(collection, { body }),
    onSuccess: remember,
  });
  const submitDraft = useMutation({
    mutationFn: (id: string) => dataProvider.submitDraft('leads', { id }),
    onSuccess: remember,
  });
  const upload = useMutation({
    mutationFn: (p: { id: string; chosen: ChosenFile; onProgress: (f: number) => void }) =>
      dataProvider.upload(`leads/${encodeURIComponent(p.id)}/documents`, {
        file: p.chosen.file,
        kind: p.chosen.kind,
        onProgress: p.onProgress,
      }),
  });

  const refused = (e: unknown) => {
    const { mapped, unmapped } = splitServerErrors(fieldErrorsOf(e));
    if (Object.keys(mapped).length) wizard.showErrors(mapped);
    if (!Object.keys(mapped).length || unmapped) setGeneral(messageOf(e));
  };

  /**
   * `check`: every step is checked first (a draft is saved whatever is missing). `submit`: the
   * draft is sent for registration once it and all its documents are saved. Answers undefined
   * when the check or the server refused (the errors shown).
   */
  const send = async ({
    check,
    submit = false,
  }: {
    check: boolean;
    submit?: boolean;
  }): Promise<SendResult | undefined> => {
    setGeneral(undefined);
    if (check && !wizard.checkAll()) return undefined;
    setSending(true);
    let id: string;
    try {
      // Saved again, an emptied field must go (null), not keep its stored value.
      const body = leadBody(wizard.values, wizard.kind, { clear: leadId !== undefined });
      id = String((await save.mutateAsync({ id: leadId, body })).data.id);
    } catch (e) {
      setSending(false);
      refused(e);
      return undefined;
    }
    setLeadId(id);
    const failed = await uploadChosen(
      files,
      (chosen, onProgress) => upload.mutateAsync({ id, chosen, onProgress }),
      setProgress,
    );
    setProgress(undefined);
    setFiles((left) => left.filter((f) => failed.includes(f.file.name)));
    if (submit && !failed.length) {
      try {
        await submitDraft.mutateAsync(id);
      } catch (e) {
        setSending(false);
        refused(e);
        return undefined;
      }
    }
    setSending(false);
    return { id, failed };
  };

  return { leadId, files, setFiles, general, setGeneral, sending, progress, send };
}
