/**
 * Step 'Документы' on the site: files chosen by kind, checked against the upload rules at once
 * and sent once the draft is saved (src/leads/wizard/chosenFiles.ts); a draft being edited also
 * lists the documents already attached, each removable. The service's documents list, when it
 * has one, is the checklist.
 */
import { useState, type ChangeEvent } from 'react';
import {
  documentKindLabel,
  documentKindOptions,
  type DocumentKind,
} from '../../../src/domain/documentKinds';
import { formatFileSize } from '../../../src/format/number';
import { pickFiles, type ChosenFile } from '../../../src/leads/wizard/chosenFiles';
import { wizardStepLabels, wizardTexts as text } from '../../../src/leads/wizard/texts';
import { errorStyle, fieldBox, inputStyle } from './WizardField';

export interface AttachedDocument {
  id: string;
  kind: string;
  name: string;
}

interface Props {
  files: ChosenFile[];
  onChange: (files: ChosenFile[]) => void;
  documentsList?: string | null;
  attached: readonly AttachedDocument[];
  onRemoveAttached: (doc: AttachedDocument) => void;
}

export function DocumentsStep({
  files,
  onChange,
  documentsList,
  attached,
  onRemoveAttached,
}: Props) {
  const [kind, setKind] = useState<DocumentKind>('passport');
  const [refused, setRefused] = useState<string>();

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = pickFiles(files, [...(event.target.files ?? [])], kind);
    event.target.value = '';
    setRefused(picked.refused);
    if (picked.files.length > files.length) onChange(picked.files);
  };

  return (
    <div>
      {documentsList ? (
        <div style={{ marginBottom: 16 }}>
          <h3 style={{ fontSize: 16, margin: '0 0 4px' }}>{text.serviceDocuments}</h3>
          <p style={{ whiteSpace: 'pre-line', margin: 0 }}>{documentsList}</p>
        </div>
      ) : null}
      {attached.length ? (
        <section aria-label={text.attached} style={{ marginBottom: 16 }}>
          <h3 style={{ fontSize: 16, margin: '0 0 4px' }}>{text.attached}</h3>
          <ul>
            {attached.map((d) => (
              <li key={d.id}>
                {documentKindLabel(d.kind)}: {d.name}{' '}
                <button
                  type="button"
                  aria-label={`${text.removeAttached}: ${d.name}`}
                  onClick={() => onRemoveAttached(d)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <div style={fieldBox}>
          <label htmlFor="lead-document-kind">{text.documentKind}</label>
          <select
            id="lead-document-kind"
            value={kind}
            style={{ ...inputStyle, maxWidth: 420 }}
            onChange={(e) => setKind(e.target.value as DocumentKind)}
          >
            {documentKindOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.title}
              </option>
            ))}
          </select>
        </div>
        <div style={fieldBox}>
          <label htmlFor="lead-document-file">{text.addFile}</label>
          <input id="lead-document-file" type="file" multiple onChange={onPick} />
        </div>
      </div>
      {refused ? (
        <p role="alert" style={errorStyle}>
          {refused}
        </p>
      ) : null}
      {files.length ? (
        <ul aria-label={wizardStepLabels.documents}>
          {files.map((f) => (
            <li key={f.key}>
              {documentKindLabel(f.kind)}: {f.file.name} ({formatFileSize(f.file.size)}){' '}
              <button
                type="button"
                aria-label={`${text.removeFile}: ${f.file.name}`}
                onClick={() => onChange(files.filter((x) => x.key !== f.key))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : attached.length ? null : (
        <p style={{ color: '#5b6b7b' }}>{text.noFiles}</p>
      )}
    </div>
  );
}
