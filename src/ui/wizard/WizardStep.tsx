/**
 * The body of the wizard's current step, one set for the console and the site: what each step
 * shows and in which order, drawn with the frame's widgets (./widgets.ts). The frames draw only
 * what is around it (title, stepper, buttons).
 */
import type { RaRecord } from 'ra-core';
import { leadRelationLabels } from '../../leads/fields';
import { applicantRows } from './applicantPreview';
import type { ChosenFile } from './chosenFiles';
import { DocumentsStep } from './DocumentsStep';
import { stepFields, type StepId } from './model';
import { ObjectStep } from './ObjectStep';
import { wizardTexts as text } from './texts';
import type { WizardService, WizardState } from './useWizardState';
import type { AttachedDocument, WizardWidgets } from './widgets';

export interface WizardStepProps {
  wizard: WizardState;
  widgets: WizardWidgets;
  /** undefined while loading. */
  services: readonly WizardService[] | undefined;
  /** undefined while loading, null when missing. */
  applicant: RaRecord | null | undefined;
  files: ChosenFile[];
  onFilesChange: (files: ChosenFile[]) => void;
  attached?: readonly AttachedDocument[];
  onRemoveAttached?: (doc: AttachedDocument) => void;
}

const who = [
  { value: 'applicant', label: text.byApplicant },
  { value: 'confidant', label: text.byConfidant },
];

export function WizardStep({
  wizard,
  widgets: w,
  services,
  applicant,
  files,
  onFilesChange,
  attached = [],
  onRemoveAttached = () => undefined,
}: WizardStepProps) {
  const { values, errors, step, kind, change, service } = wizard;
  const form = { values, errors, onChange: change };
  const fieldsOf = (s: StepId) =>
    stepFields(s, kind).map((path) => (
      <w.Field key={path} path={path} {...form} required={wizard.requiredPaths.has(path)} />
    ));

  switch (step) {
    case 'consent':
      return (
        <div>
          <w.Select
            name="service"
            label={leadRelationLabels.service}
            required
            value={typeof values.service === 'string' ? values.service : ''}
            options={(services ?? []).map((s) => ({ value: String(s.id), label: String(s.name) }))}
            error={errors.service}
            hint={services?.length === 0 ? text.noServices : undefined}
            onChange={(value) => change('service', value)}
          />
          <w.Subtitle>{text.noticesTitle}</w.Subtitle>
          {text.notices.map((notice, i) => (
            <w.Notice key={i}>{notice}</w.Notice>
          ))}
          {fieldsOf('consent')}
        </div>
      );
    case 'representative':
      return (
        <div>
          <w.Choice
            name="who"
            label={text.whoApplies}
            value={values.has_confidant === true ? 'confidant' : 'applicant'}
            options={who}
            onChange={(value) => change('has_confidant', value === 'confidant')}
          />
          {values.has_confidant === true ? (
            <w.Columns>{fieldsOf('representative')}</w.Columns>
          ) : null}
        </div>
      );
    case 'applicant':
      // The applicant's data, read only: a wait while it loads, a failure when it is missing.
      return applicant === undefined ? (
        <w.Status>{text.loading}</w.Status>
      ) : applicant ? (
        <w.Facts label={text.applicantPreview} rows={applicantRows(applicant)} />
      ) : (
        <w.Status error>{text.applicantMissing}</w.Status>
      );
    case 'object':
      return (
        <ObjectStep
          widgets={w}
          kind={kind}
          organizations={wizard.organizations}
          requiredPaths={wizard.requiredPaths}
          {...form}
        />
      );
    case 'correspondence':
      return (
        <div>
          <w.Action onClick={wizard.copyObjectAddress}>{text.sameAsObject}</w.Action>
          <w.Columns>{fieldsOf('correspondence')}</w.Columns>
        </div>
      );
    case 'previous_spec':
      return (
        <div>
          <w.Hint>{text.previousSpecHint}</w.Hint>
          {fieldsOf('previous_spec')}
        </div>
      );
    case 'documents':
      return (
        <DocumentsStep
          widgets={w}
          files={files}
          onChange={onFilesChange}
          documentsList={
            typeof service?.documents_list === 'string' ? service.documents_list : null
          }
          attached={attached}
          onRemoveAttached={onRemoveAttached}
        />
      );
    default:
      return <div>{fieldsOf(step)}</div>;
  }
}
