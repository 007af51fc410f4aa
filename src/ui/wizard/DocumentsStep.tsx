/**
 * Step 'Документы' of both wizards: files chosen by kind (src/domain/documentKinds), checked
 * against the upload rules at once and sent only after the lead exists (./chosenFiles.ts); a
 * draft being edited also lists the documents already attached, each removable. Both lists are
 * the upload widget's own (src/ui/upload UploadedFiles): one look for a file row everywhere,
 * the kind beside the name. The service's documents list, when it has one, is the checklist.
 */
import { useState } from 'react';
import {
  documentKindLabel,
  documentKindOptions,
  type DocumentKind,
} from '../../domain/documentKinds';
import { UploadedFiles, type UploadedFile } from '../upload';
import { pickFiles, type ChosenFile } from './chosenFiles';
import { wizardStepLabels, wizardTexts as text } from './texts';
import type { AttachedDocument, WizardWidgets } from './widgets';

export interface DocumentsStepProps {
  widgets: WizardWidgets;
  files: ChosenFile[];
  onChange: (files: ChosenFile[]) => void;
  documentsList?: string | null;
  attached?: readonly AttachedDocument[];
  onRemoveAttached?: (doc: AttachedDocument) => void;
}

const kindOptions = documentKindOptions.map((o) => ({ value: o.value, label: o.title }));

const kindOf = (file: UploadedFile) => documentKindLabel(file.kind);
const nameOf = (file: UploadedFile) => file.original_filename ?? '';

export function DocumentsStep({
  widgets: w,
  files,
  onChange,
  documentsList,
  attached = [],
  onRemoveAttached = () => undefined,
}: DocumentsStepProps) {
  const [kind, setKind] = useState<DocumentKind>('passport');
  const [refused, setRefused] = useState<string>();

  const onPick = (picked: File[]) => {
    const next = pickFiles(files, picked, kind);
    setRefused(next.refused);
    if (next.files.length > files.length) onChange(next.files);
  };

  return (
    <div>
      {documentsList ? (
        <w.Checklist title={text.serviceDocuments}>{documentsList}</w.Checklist>
      ) : null}
      {attached.length ? (
        <section aria-label={text.attached}>
          <w.Subtitle>{text.attached}</w.Subtitle>
          <UploadedFiles
            label={text.attached}
            files={attached.map((d) => ({ id: d.id, original_filename: d.name, kind: d.kind }))}
            describe={kindOf}
            removeLabel={(file) => `${text.removeAttached}: ${nameOf(file)}`}
            onRemove={(file) => {
              const doc = attached.find((d) => d.id === file.id);
              if (doc) onRemoveAttached(doc);
            }}
          />
        </section>
      ) : null}
      <w.FilePicker
        kind={kind}
        kindLabel={text.documentKind}
        kindOptions={kindOptions}
        onKindChange={(value) => setKind(value as DocumentKind)}
        label={text.addFile}
        onPick={onPick}
        error={refused}
      />
      {files.length ? (
        <UploadedFiles
          label={wizardStepLabels.documents}
          files={files.map((f) => ({
            id: f.key,
            original_filename: f.file.name,
            file_size: f.file.size,
            kind: f.kind,
          }))}
          describe={kindOf}
          removeText={text.removeFile}
          removeLabel={(file) => `${text.removeFile}: ${nameOf(file)}`}
          onRemove={(file) => onChange(files.filter((f) => f.key !== file.id))}
        />
      ) : attached.length ? null : (
        <w.Hint>{text.noFiles}</w.Hint>
      )}
    </div>
  );
}
