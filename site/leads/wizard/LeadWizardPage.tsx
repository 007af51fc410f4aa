/**
 * The applicant's lead wizard (issue 6 "Screens", seed 000 §2): /leads/new,
 * /lead/service/{service_id}/new (the service chosen) and /leads/edit/{id} (an own draft) — the
 * console's steps and checks (src/ui/wizard/WizardStep.tsx) in the site's HTML widgets
 * (./widgets.tsx). The applicant's lead is a draft until sent: 'Сохранить черновик' saves it with
 * its documents whatever is missing; 'Отправить заявку' checks every step, saves, uploads the
 * chosen documents and sends it for registration, then opens the lead
 * (src/ui/wizard/useLeadSending.ts). A 422 goes back to the step of its first field.
 */
import { useDelete, useGetList, useGetOne, type RaRecord } from 'ra-core';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { stepFields, valuesOfLead } from '../../../src/ui/wizard/model';
import { wizardStepLabels as stepLabel, wizardTexts as text } from '../../../src/ui/wizard/texts';
import { useLeadSending } from '../../../src/ui/wizard/useLeadSending';
import { useWizardState, type WizardService } from '../../../src/ui/wizard/useWizardState';
import type { AttachedDocument } from '../../../src/ui/wizard/widgets';
import { WizardStep } from '../../../src/ui/wizard/WizardStep';
import { interpolate } from '../../../src/validation/messages';
import { ErrorAlert } from '../../account/fields';
import { errorText } from '../errorText';
import { siteLeadTexts } from '../texts';
import { siteWidgets } from './widgets';
import ui from '../../theme/ui.module.css';
import styles from './Wizard.module.css';

/** What the applicant may apply for, with the providing organizations, all in one select. */
const servicesQuery = {
  pagination: { page: 1, perPage: 100 },
  filter: { included: 'organizations' },
};
const documentsQuery = { pagination: { page: 1, perPage: 100 } };

const attachedOf = (rows: readonly RaRecord[]): AttachedDocument[] =>
  rows.map((r) => ({
    id: String(r.id),
    kind: String(r.kind ?? ''),
    name: String(r.original_filename ?? r.name ?? r.id),
  }));

function LeadWizardPage() {
  const { id: draftId, service_id: serviceId } = useParams();
  return <LeadWizardLoader key={draftId} draftId={draftId} serviceId={serviceId} />;
}

/** Loads what the wizard needs, then hands it to the form (so its first values are the draft's). */
function LeadWizardLoader({ draftId, serviceId }: { draftId?: string; serviceId?: string }) {
  const editing = draftId !== undefined;
  const services = useGetList<WizardService>('services', servicesQuery);
  const applicant = useGetOne('users', { id: 'current' });
  const draft = useGetOne('leads', { id: draftId ?? '' }, { enabled: editing });
  const documents = useGetList(
    `leads/${encodeURIComponent(draftId ?? '')}/documents`,
    documentsQuery,
    {
      enabled: editing,
    },
  );

  const failure = [services, applicant, ...(editing ? [draft, documents] : [])].find(
    (q) => q.error,
  );
  if (failure) return <ErrorAlert message={errorText(failure.error)} />;
  // The draft as the server has it now, not an older copy from the cache.
  if (
    services.isPending ||
    applicant.isPending ||
    (editing && (!draft.isFetchedAfterMount || documents.isPending))
  ) {
    return <p className={ui.muted}>{text.loading}</p>;
  }
  if (draft.data && draft.data.status !== 'draft') {
    return (
      <section className={ui.page}>
        <ErrorAlert message={text.notDraft} />
        <Link to={`/leads/${encodeURIComponent(String(draft.data.id))}`}>
          {siteLeadTexts.backToList}
        </Link>
      </section>
    );
  }
  return (
    <LeadWizardForm
      services={services.data ?? []}
      applicant={applicant.data ?? null}
      draft={editing ? draft.data : undefined}
      attached={attachedOf(documents.data ?? [])}
      serviceId={serviceId}
    />
  );
}

interface FormProps {
  services: RaRecord[];
  applicant: RaRecord | null;
  draft?: RaRecord;
  attached: AttachedDocument[];
  serviceId?: string;
}

function LeadWizardForm({ services, applicant, draft, attached, serviceId }: FormProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const draftKind = services.find((s) => String(s.id) === String(draft?.service_id))?.kind;
  const wizard = useWizardState(services, {
    staff: false,
    initial: draft
      ? valuesOfLead(draft, typeof draftKind === 'string' ? draftKind : undefined)
      : { ...preselected(services, serviceId), ...objectAddressOf(search) },
  });
  const { values, step, steps, index } = wizard;
  const sending = useLeadSending(wizard, {
    collection: 'leads',
    leadId: draft ? String(draft.id) : undefined,
  });
  const { leadId, general, setGeneral } = sending;
  const [deleteOne] = useDelete();

  const run = async (submit: boolean) => {
    const result = await sending.send({ check: submit, submit });
    if (!result) return;
    if (result.failed.length) {
      setGeneral(interpolate(text.draftUploadFailed, { files: result.failed.join(', ') }));
      return;
    }
    navigate(`/leads/${encodeURIComponent(result.id)}`, {
      state: { notice: submit ? text.sent : text.draftSaved },
    });
  };

  const removeAttached = (doc: AttachedDocument) => {
    if (!leadId) return;
    void deleteOne(
      `leads/${encodeURIComponent(leadId)}/documents`,
      { id: doc.id, previousData: { id: doc.id } },
      { onError: (e) => setGeneral(errorText(e)) },
    );
  };

  return (
    <section className={styles.wizard}>
      <p className={ui.text}>
        <Link to="/leads">{siteLeadTexts.backToList}</Link>
      </p>
      <h1 className={ui.title}>{leadId ? text.editTitle : text.title}</h1>
      <ol aria-label={text.title} className={styles.steps}>
        {steps.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={[
              styles.step,
              s === step ? styles.current : '',
              wizard.stepHasError(s) ? styles.stepError : '',
            ].join(' ')}
          >
            <button
              type="button"
              className={styles.stepButton}
              disabled={sending.sending || i > index}
              onClick={() => wizard.goTo(s)}
            >
              {stepLabel[s]}
            </button>
          </li>
        ))}
      </ol>
      <h2 className={styles.stepTitle}>
        {interpolate(text.stepOf, { n: index + 1, total: steps.length })}: {stepLabel[step]}
      </h2>
      <ErrorAlert message={general} />
      <section aria-label={stepLabel[step]} className={styles.body}>
        <WizardStep
          wizard={wizard}
          widgets={siteWidgets}
          services={services}
          applicant={applicant}
          files={sending.files}
          onFilesChange={sending.setFiles}
          attached={attached}
          onRemoveAttached={removeAttached}
        />
      </section>
      {sending.progress !== undefined ? (
        <p className={ui.text}>
          {text.uploading}{' '}
          <progress
            max={100}
            value={Math.round(sending.progress * 100)}
            aria-label={text.uploading}
          />
        </p>
      ) : null}
      <div className={styles.footer}>
        <button
          type="button"
          className={ui.buttonSecondary}
          disabled={index === 0 || sending.sending}
          onClick={wizard.back}
        >
          {text.back}
        </button>
        <span className={styles.footerEnd}>
          <button
            type="button"
            className={ui.buttonSecondary}
            disabled={sending.sending || !values.service}
            onClick={() => void run(false)}
          >
            {text.saveDraft}
          </button>
          {wizard.last ? (
            <button
              type="button"
              className={ui.button}
              disabled={sending.sending}
              onClick={() => void run(true)}
            >
              {text.submit}
            </button>
          ) : (
            <button
              type="button"
              className={ui.button}
              disabled={sending.sending}
              onClick={wizard.next}
            >
              {text.next}
            </button>
          )}
        </span>
      </div>
    </section>
  );
}

/**
 * The object's address the site's address check passes (site/tools/addressValues.ts):
 * `?gas_object_address.city=…`, only the object step's text fields.
 */
function objectAddressOf(search: string): Record<string, string> {
  const asked = new Set(stepFields('object', undefined));
  asked.delete('gas_object_address.has_capital_construction');
  return Object.fromEntries(
    [...new URLSearchParams(search)].filter(([key, value]) => asked.has(key) && value.trim()),
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
