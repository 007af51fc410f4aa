/**
 * The feedback modal of a signed-in applicant (seed 000 §2; issue 18 "the applicant's appeals
 * from the site's feedback modal"): region, category and subject (the appeals_categories and
 * appeals_subjects dictionaries), the text, how to answer (e-mail or SMS; the contact falls
 * back to the profile's) and up to five files through the shared upload widget, sent as the
 * server's data-URI attachments with `createAppeal` (POST /v1/appeals). A visitor without an
 * account (`guest`) also gives a name and the contact, passes reCAPTCHA when the build has a site
 * key, and sends with `guestAppeal` (POST /v1/guest_appeals). Field errors come back as the
 * server's messages next to their fields. The body is typed by the attributes the server's
 * schema judges (src/wire/appealBodies.ts `AppealAttributes`, a type-only import).
 */
import { useGetList, type RaRecord } from 'ra-core';
import { useId, useState, type FormEvent } from 'react';
import { useEogDataProvider } from '../../../dataProvider/hooks';
import { errorMessages } from '../../../i18n/messages';
import {
  answerChannelOptions,
  appealMaxAttachmentBytes,
  appealMaxAttachments,
  type AnswerChannel,
} from '../../../src/domain/appeals';
import {
  DialogFrame,
  dialogButtonClass,
  dialogErrorClass,
  dialogPrimaryButtonClass,
} from '../../../src/ui/dialog';
import { FileUpload } from '../../../src/ui/upload';
import { interpolate, validationMessages } from '../../../src/validation/messages';
import { maskTypedPhone } from '../../../src/validation/masks';
import type { SelectOption } from '../../../src/domain/enums';
import { Recaptcha, recaptchaSiteKey } from '../../account/Recaptcha';
import { Field, SelectField } from '../../Field';
import ui from '../../theme/ui.module.css';
import styles from '../info.module.css';
import { useRegions } from '../../tools/useRegions';
import { infoTexts as t } from '../texts';
import { fieldErrorsOf } from '../../../src/api';
import type { AppealAttributes } from '../../../src/wire/appealBodies';

const TEXT_MAX = 5000;

/** The dictionary's active entries as a select's options. */
function useDictionary(kind: string): SelectOption[] {
  const { data, isError } = useGetList<RaRecord>('dictionaries', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
    filter: { dictionary_type: kind, active: true },
  });
  return isError ? [] : (data ?? []).map((e) => ({ value: String(e.id), title: String(e.name) }));
}

/** A file as the appeal's attachment: `{original_filename, file: 'data:…;base64,…'}`. */
export function readAsDataUri(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(errorMessages.default));
    reader.readAsDataURL(file);
  });
}

type Errors = Record<string, string>;

/** A required choice of the form, read from its data at submit. */
function Select(props: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  error?: string;
}) {
  return <SelectField {...props} required defaultValue="" empty={t.nothingSelected} />;
}

function AppealDialog({
  onClose,
  onSent,
  guest = false,
}: {
  onClose: () => void;
  onSent: () => void;
  guest?: boolean;
}) {
  const dataProvider = useEogDataProvider();
  const contactId = useId();
  const siteKey = guest ? recaptchaSiteKey() : '';
  const [captcha, setCaptcha] = useState('');
  const { options: regions } = useRegions();
  const categories = useDictionary('appeals_categories');
  const subjects = useDictionary('appeals_subjects');
  const [channel, setChannel] = useState<AnswerChannel>('email');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (key: string) => String(form.get(key) ?? '').trim();
    const own: Errors = {};
    const needed = ['region_id', 'category_id', 'subject_id', 'text'];
    if (guest) needed.push('applicant_name', 'contact');
    for (const key of needed) if (!value(key)) own[key] = validationMessages.required;
    if (siteKey && !captcha) own.recaptcha_token = validationMessages.captcha;
    setErrors(own);
    setFailure(null);
    if (Object.keys(own).length) return;
    setBusy(true);
    try {
      const contact = value('contact');
      const attachments = await Promise.all(
        files.map(async (f) => ({ original_filename: f.name, file: await readAsDataUri(f) })),
      );
      const send = guest ? dataProvider.guestAppeal : dataProvider.createAppeal;
      // The shape the server's schema judges (src/wire/appealBodies.ts).
      const data: AppealAttributes = {
        ...(guest ? { applicant_name: value('applicant_name') } : {}),
        ...(captcha ? { recaptcha_token: captcha } : {}),
        region_id: value('region_id'),
        category_id: value('category_id'),
        subject_id: value('subject_id'),
        text: value('text'),
        answer_channel: channel,
        ...(contact ? (channel === 'email' ? { email: contact } : { phone: contact }) : {}),
        ...(attachments.length ? { attachments } : {}),
      };
      await send({ data });
      onSent();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const mapped: Errors = {};
      for (const [key, message] of Object.entries(fields)) {
        const field =
          key === 'email' || key === 'phone'
            ? 'contact'
            : key === 'g-recaptcha-response'
              ? 'recaptcha_token'
              : key.split('.')[0]!;
        mapped[field] = message;
      }
      setErrors(mapped);
      setFailure(
        Object.keys(mapped).length ? null : (error as Error)?.message || errorMessages.default,
      );
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open
      title={t.appealTitle}
      onClose={onClose}
      busy={busy}
      onSubmit={(event) => void submit(event)}
      actions={
        <>
          <button type="button" className={dialogButtonClass} onClick={onClose} disabled={busy}>
            {t.appealCancel}
          </button>
          <button type="submit" className={dialogPrimaryButtonClass} disabled={busy}>
            {t.appealSend}
          </button>
        </>
      }
    >
      <div className={ui.stack}>
        {failure ? (
          <p role="alert" className={dialogErrorClass}>
            {failure}
          </p>
        ) : null}
        {guest ? (
          <Field label={t.appealName} error={errors.applicant_name}>
            {(control) => (
              <input
                {...control}
                name="applicant_name"
                className={ui.input}
                autoComplete="name"
                maxLength={255}
                required
              />
            )}
          </Field>
        ) : null}
        <Select name="region_id" label={t.region} options={regions} error={errors.region_id} />
        <Select
          name="category_id"
          label={t.appealCategory}
          options={categories}
          error={errors.category_id}
        />
        <Select
          name="subject_id"
          label={t.appealSubject}
          options={subjects}
          error={errors.subject_id}
        />
        <Field label={t.appealText} error={errors.text}>
          {(control) => (
            <textarea
              {...control}
              name="text"
              className={ui.input}
              rows={5}
              maxLength={TEXT_MAX}
              required
            />
          )}
        </Field>
        <fieldset className={`${ui.field} ${styles.fieldset}`}>
          <legend className={ui.label}>{t.appealChannel}</legend>
          <div className={ui.row}>
            {answerChannelOptions.map((o) => (
              <label key={o.value} className={ui.row}>
                <input
                  type="radio"
                  name="answer_channel"
                  value={o.value}
                  checked={channel === o.value}
                  onChange={() => setChannel(o.value)}
                />
                {o.title}
              </label>
            ))}
          </div>
        </fieldset>
        <div className={ui.field}>
          <label className={ui.label} htmlFor={contactId}>
            {channel === 'email' ? t.email : t.phone}
          </label>
          <span id={`${contactId}-hint`} className={ui.muted}>
            {guest ? t.appealGuestContactHint : t.appealContactHint}
          </span>
          <input
            // A typed e-mail is no phone: the field starts empty when the channel changes.
            key={channel}
            id={contactId}
            name="contact"
            className={ui.input}
            type={channel === 'email' ? 'email' : 'tel'}
            placeholder={channel === 'email' ? undefined : '+7 (___) ___-__-__'}
            // The phone in the mask its code calls for, as in every phone field.
            onChange={
              channel === 'email'
                ? undefined
                : (e) => {
                    e.currentTarget.value = maskTypedPhone(e.currentTarget.value);
                  }
            }
            required={guest}
            autoComplete={channel === 'email' ? 'email' : 'tel'}
            aria-invalid={!!errors.contact || undefined}
            aria-describedby={[`${contactId}-hint`, errors.contact ? `${contactId}-error` : '']
              .filter(Boolean)
              .join(' ')}
          />
          {errors.contact ? (
            <span id={`${contactId}-error`} className={ui.error}>
              {errors.contact}
            </span>
          ) : null}
        </div>
        <FileUpload
          label={t.appealFiles}
          hint={interpolate(t.appealFilesHint, {
            count: appealMaxAttachments,
            size: appealMaxAttachmentBytes / 1024 / 1024,
          })}
          multiple
          maxBytes={appealMaxAttachmentBytes}
          disabled={busy || files.length >= appealMaxAttachments}
          error={errors.attachments}
          onPicked={(picked) =>
            setFiles((list) => [...list, ...picked].slice(0, appealMaxAttachments))
          }
        />
        {siteKey ? (
          <Recaptcha siteKey={siteKey} onToken={setCaptcha} error={errors.recaptcha_token} />
        ) : null}
        {files.length > 0 ? (
          <ul className={styles.list} aria-label={t.appealFiles}>
            {files.map((f, index) => (
              <li key={`${f.name}-${index}`} className={ui.row}>
                {f.name}
                <button
                  type="button"
                  className={dialogButtonClass}
                  aria-label={`${t.remove}: ${f.name}`}
                  onClick={() => setFiles((list) => list.filter((_, i) => i !== index))}
                >
                  {t.remove}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </DialogFrame>
  );
}

export default AppealDialog;
