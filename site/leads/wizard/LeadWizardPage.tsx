/**
 * The applicant's lead wizard (issue 6 "Screens", seed 000 §2): /leads/new,
 * /lead/service/{service_id}/new (the service chosen) and /leads/edit/{id} (an own draft). The
 * same steps and checks as the console's (src/leads/wizard); the applicant's lead is a draft
 * until sent. 'Сохранить черновик' saves it with its documents whatever is missing;
 * 'Отправить заявку' checks every step, saves, uploads the chosen documents and sends it for
 * registration, then opens the lead. A 422 goes back to the step of its first field.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { RaRecord } from 'ra-core';
import { errorMessages } from '../../../i18n/messages';
import { loginRedirectFor } from '../../../src/access/routeAccess';
import type { ApiErrorBody } from '../../../src/api';
import { leadRelationLabels } from '../../../src/leads/fields';
import { applicantRows } from '../../../src/leads/wizard/applicantPreview';
import { uploadChosen, type ChosenFile } from '../../../src/leads/wizard/chosenFiles';
import {
  leadBody,
  splitServerErrors,
  stepFields,
  valuesOfLead,
  type StepId,
} from '../../../src/leads/wizard/model';
import {
  wizardStepLabels as stepLabel,
  wizardTexts as text,
} from '../../../src/leads/wizard/texts';
import { useWizardState } from '../../../src/leads/wizard/useWizardState';
import { interpolate } from '../../../src/validation/messages';
import { DataList } from '../../DataList';
import { tokenStore } from '../../providers';
import { siteLeadTexts } from '../texts';
import { DocumentsStep, type AttachedDocument } from './DocumentsStep';
import { twoColumns } from './layout';
import { ObjectStep } from './ObjectStep';
import {
  fetchCurrentUser,
  fetchDocuments,
  fetchDraft,
  fetchServices,
  removeDocument,
  saveDraft,
  submitDraft,
  uploadDocument,
} from './wizardApi';
import { errorStyle, fieldBox, inputStyle, WizardField } from './WizardField';

const notice: CSSProperties = {
  background: '#eef5fc',
  border: '1px solid #c9dcf0',
  borderRadius: 4,
  padding: '8px 12px',
  margin: '8px 0',
};
const alertBox: CSSProperties = { ...notice, background: '#fdecea', borderColor: '#f5c2bd' };

const attachedOf = (rows: RaRecord[]): AttachedDocument[] =>
  rows.map((r) => ({
    id: String(r.id),
    kind: String(r.kind ?? ''),
    name: String(r.original_filename ?? r.name ?? r.id),
  }));

const messageOf = (e: unknown) => (e instanceof Error && e.message) || errorMessages.default;

/** Loads what the wizard needs, then hands it to the form (so its first values are the draft's). */
export function LeadWizardPage() {
  const { id: draftId, service_id: serviceId } = useParams();
  const location = useLocation();
  const signedIn = tokenStore.get() !== null;
  const [loaded, setLoaded] = useState<Loaded>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    loadWizard(draftId).then(
      (l) => live && setLoaded(l),
      (e: unknown) => live && setFailure(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [signedIn, draftId]);

  if (!signedIn) return <Navigate to={loginRedirectFor(location.pathname)} replace />;
  if (failure) return <p role="alert">{failure}</p>;
  if (!loaded) return <p>{text.loading}</p>;
  if (loaded.draft && loaded.draft.status !== 'draft') {
    return (
      <section>
        <p role="alert">{text.notDraft}</p>
        <Link to={`/leads/${encodeURIComponent(String(loaded.draft.id))}`}>
          {siteLeadTexts.backToList}
        </Link>
      </section>
    );
  }
  return <LeadWizardForm {...loaded} serviceId={serviceId} />;
}

interface Loaded {
  services: RaRecord[];
  applicant: RaRecord | null;
  draft?: RaRecord;
  attached: AttachedDocument[];
}

async function loadWizard(draftId: string | undefined): Promise<Loaded> {
  const [services, applicant, draft, documents] = await Promise.all([
    fetchServices(),
    fetchCurrentUser().then((u) => u ?? null),
    draftId ? fetchDraft(draftId) : Promise.resolve(undefined),
    draftId ? fetchDocuments(draftId) : Promise.resolve([]),
  ]);
  return { services, applicant, draft, attached: attachedOf(documents) };
}

function LeadWizardForm({
  services,
  applicant,
  draft,
  attached: attachedAtStart,
  serviceId,
}: Loaded & { serviceId?: string }) {
  const navigate = useNavigate();
  const draftKind = services.find((s) => String(s.id) === String(draft?.service_id))?.kind;
  const [leadId, setLeadId] = useState(draft ? String(draft.id) : undefined);
  const wizard = useWizardState(services, {
    staff: false,
    initial: draft
      ? valuesOfLead(draft, typeof draftKind === 'string' ? draftKind : undefined)
      : preselected(services, serviceId),
  });
  const { values, errors, step, kind, steps, index, change, service } = wizard;
  const [general, setGeneral] = useState<string>();
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [attached, setAttached] = useState(attachedAtStart);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number>();

  const form = { values, errors, onChange: change };
  const fieldsOf = (s: StepId) =>
    stepFields(s, kind).map((path) => (
      <WizardField key={path} path={path} {...form} required={wizard.requiredPaths.has(path)} />
    ));

  const showServerError = (e: unknown) => {
    const { mapped, unmapped } = splitServerErrors((e as { body?: ApiErrorBody }).body?.errors);
    if (Object.keys(mapped).length) wizard.showErrors(mapped);
    if (!Object.keys(mapped).length || unmapped) setGeneral(messageOf(e));
  };

  /** Saves the draft and uploads the chosen files; answers the lead id, or undefined on a 422. */
  const save = async (): Promise<{ id: string; failed: string[] } | undefined> => {
    let id: string;
    try {
      // Saved again, an emptied field must go (null), not keep its stored value.
      id = await saveDraft(leadId, leadBody(values, kind, { clear: leadId !== undefined }));
    } catch (e) {
      showServerError(e);
      return undefined;
    }
    setLeadId(id);
    const failed = await uploadChosen(
      files,
      (chosen, onProgress) => uploadDocument(id, chosen, onProgress),
      setProgress,
    );
    setProgress(undefined);
    setFiles((left) => left.filter((f) => failed.includes(f.file.name)));
    return { id, failed };
  };

  const run = async (submit: boolean) => {
    setGeneral(undefined);
    if (submit && !wizard.checkAll()) return;
    setSending(true);
    const saved = await save();
    if (!saved) {
      setSending(false);
      return;
    }
    if (saved.failed.length) {
      setSending(false);
      setGeneral(interpolate(text.draftUploadFailed, { files: saved.failed.join(', ') }));
      return;
    }
    if (submit) {
      try {
        await submitDraft(saved.id);
      } catch (e) {
        setSending(false);
        showServerError(e);
        return;
      }
    }
    navigate(`/leads/${encodeURIComponent(saved.id)}`, {
      state: { notice: submit ? text.sent : text.draftSaved },
    });
  };

  const removeAttached = async (doc: AttachedDocument) => {
    if (!leadId) return;
    try {
      await removeDocument(leadId, doc.id);
      setAttached((list) => list.filter((d) => d.id !== doc.id));
    } catch (e) {
      setGeneral(messageOf(e));
    }
  };

  const body = () => {
    switch (step) {
      case 'consent':
        return (
          <div>
            <div style={fieldBox}>
              <label htmlFor="lead-service">
                {leadRelationLabels.service}
                <span aria-hidden="true"> *</span>
              </label>
              <select
                id="lead-service"
                value={typeof values.service === 'string' ? values.service : ''}
                style={inputStyle}
                onChange={(e) => change('service', e.target.value)}
              >
                <option value="" />
                {services.map((s) => (
                  <option key={String(s.id)} value={String(s.id)}>
                    {String(s.name)}
                  </option>
                ))}
              </select>
              {errors.service ? <p style={errorStyle}>{errors.service}</p> : null}
              {services.length === 0 ? <p>{text.noServices}</p> : null}
            </div>
            <h3 style={{ fontSize: 16 }}>{text.noticesTitle}</h3>
            {text.notices.map((n, i) => (
              <p key={i} style={notice}>
                {n}
              </p>
            ))}
            {fieldsOf('consent')}
          </div>
        );
      case 'representative':
        return (
          <div>
            <fieldset style={{ border: 0, padding: 0, marginBottom: 12 }}>
              <legend>{text.whoApplies}</legend>
              {(['applicant', 'confidant'] as const).map((who) => (
                <label key={who} style={{ display: 'block', margin: '4px 0' }}>
                  <input
                    type="radio"
                    name="lead-who"
                    checked={(values.has_confidant === true) === (who === 'confidant')}
                    onChange={() => change('has_confidant', who === 'confidant')}
                  />{' '}
                  {who === 'confidant' ? text.byConfidant : text.byApplicant}
                </label>
              ))}
            </fieldset>
            {values.has_confidant === true ? (
              <div style={twoColumns}>{fieldsOf('representative')}</div>
            ) : null}
          </div>
        );
      case 'applicant':
        return applicant ? (
          <DataList
            label={text.applicantPreview}
            rows={applicantRows(applicant).map(({ label, value }) => [label, value])}
          />
        ) : (
          <p role="alert">{text.applicantMissing}</p>
        );
      case 'object':
        return (
          <ObjectStep
            kind={kind}
            organizations={wizard.organizations}
            requiredPaths={wizard.requiredPaths}
            {...form}
          />
        );
      case 'correspondence':
        return (
          <div>
            <p>
              <button type="button" onClick={wizard.copyObjectAddress}>
                {text.sameAsObject}
              </button>
            </p>
            <div style={twoColumns}>{fieldsOf('correspondence')}</div>
          </div>
        );
      case 'previous_spec':
        return (
          <div>
            <p style={{ color: '#5b6b7a' }}>{text.previousSpecHint}</p>
            {fieldsOf('previous_spec')}
          </div>
        );
      case 'documents':
        return (
          <DocumentsStep
            files={files}
            onChange={setFiles}
            documentsList={
              typeof service?.documents_list === 'string' ? service.documents_list : null
            }
            attached={attached}
            onRemoveAttached={(d) => void removeAttached(d)}
          />
        );
      default:
        return <div>{fieldsOf(step)}</div>;
    }
  };

  return (
    <section style={{ maxWidth: 960 }}>
      <p>
        <Link to="/leads">{siteLeadTexts.backToList}</Link>
      </p>
      <h1>{leadId ? text.editTitle : text.title}</h1>
      <ol
        aria-label={text.title}
        // Markers inside: in a wrapping flex row they would sit over the previous step's text.
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '4px 24px',
          paddingLeft: 0,
          listStylePosition: 'inside',
        }}
      >
        {steps.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            style={{
              fontWeight: s === step ? 600 : 400,
              color: wizard.stepHasError(s) ? '#b3261e' : undefined,
            }}
          >
            <button
              type="button"
              disabled={sending || i > index}
              onClick={() => wizard.goTo(s)}
              style={{ all: 'unset', cursor: i > index ? 'default' : 'pointer' }}
            >
              {stepLabel[s]}
            </button>
          </li>
        ))}
      </ol>
      <h2 style={{ fontSize: 20 }}>
        {interpolate(text.stepOf, { n: index + 1, total: steps.length })}: {stepLabel[step]}
      </h2>
      {general ? (
        <p role="alert" style={{ ...alertBox, whiteSpace: 'pre-line' }}>
          {general}
        </p>
      ) : null}
      <section aria-label={stepLabel[step]}>{body()}</section>
      {progress !== undefined ? (
        <p>
          {text.uploading}{' '}
          <progress max={100} value={Math.round(progress * 100)} aria-label={text.uploading} />
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: 12, justifyContent: 'space-between', marginTop: 24 }}>
        <button type="button" disabled={index === 0 || sending} onClick={wizard.back}>
          {text.back}
        </button>
        <span style={{ display: 'flex', gap: 12 }}>
          <button
            type="button"
            disabled={sending || !values.service}
            onClick={() => void run(false)}
          >
            {text.saveDraft}
          </button>
          {wizard.last ? (
            <button type="button" disabled={sending} onClick={() => void run(true)}>
              {text.submit}
            </button>
          ) : (
            <button type="button" disabled={sending} onClick={wizard.next}>
              {text.next}
            </button>
          )}
        </span>
      </div>
    </section>
  );
}

/** /lead/service/{service_id}/new: the service (and its only provider) chosen already. */
function preselected(services: readonly RaRecord[], serviceId: string | undefined) {
  const chosen = services.find((s) => String(s.id) === serviceId);
  const providers = Array.isArray(chosen?.organization_ids) ? chosen.organization_ids : [];
  return {
    informed_consent: false,
    has_confidant: false,
    ...(chosen ? { service: String(chosen.id) } : {}),
    ...(providers.length === 1 ? { organization: String(providers[0]) } : {}),
  };
}

export default LeadWizardPage;
