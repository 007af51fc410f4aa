/**
 * /profile/notifications (seed 000 §2 "notification methods", site only): the channels by
 * which the applicant hears of lead and contract changes (users.notify_by_sms /
 * notify_by_email). Saving sends the two flags alone; the server keeps at least one on and its
 * message shows under the choice.
 */
import { useState, type FormEvent } from 'react';
import { ErrorAlert, Notice } from '../account/fields';
import { formFailure } from '../account/formErrors';
import { useAccount, useSaveAccount, type Account } from './accountQueries';
import { ProfileFrame, WithAccount } from './ProfileFrame';
import { profileTexts as t } from './texts';
import ui from '../theme/ui.module.css';

const channels = [
  ['notify_by_sms', t.bySms],
  ['notify_by_email', t.byEmail],
] as const;

type Channel = (typeof channels)[number][0];
type Choice = Record<Channel, boolean>;

const MESSAGE_ID = 'notifications-message';

function ChannelsForm({ account, onSaved }: { account: Account; onSaved: (a: Account) => void }) {
  // The server answers true for both until the applicant chooses (the columns' default).
  const [choice, setChoice] = useState<Choice>({
    notify_by_sms: account.notify_by_sms !== false,
    notify_by_email: account.notify_by_email !== false,
  });
  const [error, setError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const { mutateAsync: save, isPending: pending } = useSaveAccount();
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setGeneral(null);
    setSaved(false);
    try {
      onSaved(await save({ ...choice }));
      setSaved(true);
    } catch (e) {
      const failure = formFailure(
        e,
        channels.map(([name]) => name),
      );
      setError(Object.values(failure.fields)[0] ?? null);
      setGeneral(failure.general);
    }
  };

  return (
    <form onSubmit={submit} noValidate className={ui.form}>
      <p className={ui.text}>{t.notificationsIntro}</p>
      {saved && (
        <Notice>
          <p className={ui.text}>{t.notificationsSaved}</p>
        </Notice>
      )}
      <ErrorAlert message={general} />
      <fieldset className={ui.fieldset} aria-label={t.notifications}>
        {channels.map(([name, label]) => (
          <label key={name} className={ui.check}>
            <input
              type="checkbox"
              name={name}
              checked={choice[name]}
              onChange={(e) => setChoice((c) => ({ ...c, [name]: e.target.checked }))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? MESSAGE_ID : undefined}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      {error && (
        <span id={MESSAGE_ID} className={ui.error}>
          {error}
        </span>
      )}
      <button type="submit" className={ui.button} disabled={pending}>
        {t.save}
      </button>
    </form>
  );
}

export function NotificationsPage() {
  const state = useAccount();
  return (
    <ProfileFrame title={t.notifications}>
      <WithAccount state={state}>
        {(account) => <ChannelsForm account={account} onSaved={state.setAccount} />}
      </WithAccount>
    </ProfileFrame>
  );
}

export default NotificationsPage;
