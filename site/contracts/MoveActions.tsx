/**
 * The site's one pair of status buttons and move dialog (issue 37): the applicant's moves of a
 * lead, a contract or an agreement — the moves the server offers (`status_moves`,
 * `allowed_moves`) — each behind a confirmation. An irreversible move shows its legal warning
 * from src/domain under 'Внимание'; any other asks a plain confirmation, with a comment where
 * the move takes one (a lead's). Nothing is sent before the dialog's confirm; a refusal stays in
 * the dialog as the server worded it.
 */
import { useState } from 'react';
import type { SelectOption } from '../../src/domain/enums';
import { interpolate } from '../../src/validation/messages';
import { ConfirmDialog } from '../../src/ui/dialog';
import { siteLeadTexts as t } from '../leads/texts';
import { errorText } from '../leads/errorText';
import ui from '../theme/ui.module.css';

export function MoveActions<T>({
  moves,
  warningOf = () => undefined,
  confirmText,
  title = (move) => interpolate(t.contractConfirmTitle, { action: move.title }),
  confirmLabel = (move) => move.title,
  note,
  send,
  onMoved,
}: {
  moves: readonly SelectOption<string>[];
  /** The legal warning of an irreversible move; undefined for the others. */
  warningOf?: (to: string) => string | undefined;
  /** What the plain confirmation says about the move. */
  confirmText: (to: string) => string;
  /** The plain confirmation's title and its button (a contract's: the action's name). */
  title?: (move: SelectOption<string>) => string;
  confirmLabel?: (move: SelectOption<string>) => string;
  /** The comment a move may carry, asked in the confirmation. */
  note?: { label: string; maxLength: number };
  /** Sends the move with its comment, when one was written. */
  send: (to: string, note?: string) => Promise<T>;
  /** Gets the move's answer (the record as it now is, with its next moves). */
  onMoved: (answer: T) => void;
}) {
  const [action, setAction] = useState<SelectOption<string> | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setAction(null);
    setText('');
    setError(null);
  };
  const confirm = async () => {
    if (!action) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await send(action.value, text.trim() || undefined);
      close();
      onMoved(answer);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  if (moves.length === 0) return null;
  const warning = action ? warningOf(action.value) : undefined;

  return (
    <>
      <div className={ui.actions}>
        {moves.map((move) => (
          <button
            key={move.value}
            type="button"
            className={ui.button}
            onClick={() => setAction(move)}
          >
            {move.title}
          </button>
        ))}
      </div>
      {action && (
        <ConfirmDialog
          open
          title={warning ? t.contractWarningTitle : title(action)}
          confirmLabel={confirmLabel(action)}
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={close}
        >
          <p>{warning ?? confirmText(action.value)}</p>
          {note && (
            <label className={ui.field}>
              <span className={ui.label}>{note.label}</span>
              <textarea
                className={ui.textarea}
                value={text}
                maxLength={note.maxLength}
                onChange={(e) => setText(e.target.value)}
              />
            </label>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
