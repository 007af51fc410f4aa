/**
 * Step 'Документы' of both wizards (and the console card's upload): files chosen by kind
 * (src/domain/documentKinds), checked against the upload rules at once and sent only after the
 * lead exists (./chosenFiles.ts); a draft being edited also lists the documents already
 * attached, each removable. The service's documents list, when it has one, is the checklist.
 */
import { useState } from 'react';
import {
  documentKindLabel,
  documentKindOptions,
  type DocumentKind,
} from '../../domain/documentKinds';
import { formatFileSize } from '../../format/number';
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
        <w.FileList
          label={text.attached}
          heading={text.attached}
          items={attached.map((d) => ({
            key: d.id,
            text: `${documentKindLabel(d.kind)}: ${d.name}`,
            removeLabel: `${text.removeAttached}: ${d.name}`,
            onRemove: () => onRemoveAttached(d),
          }))}
        />
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
        <w.FileList
          label={wizardStepLabels.documents}
          items={files.map((f) => ({
            key: f.key,
            text: `${documentKindLabel(f.kind)}: ${f.file.name}`,
            detail: formatFileSize(f.file.size),
            removeLabel: `${text.removeFile}: ${f.file.name}`,
            onRemove: () => onChange(files.filter((x) => x.key !== f.key)),
          }))}
        />
      ) : attached.length ? null : (
        <w.Hint>{text.noFiles}</w.Hint>
      )}
    </div>
  );
}
