/**
 * The applicant's status buttons of a contract or an agreement (the moves the server offers,
 * `allowed_moves`) and their confirmation. An irreversible move shows its legal warning from
 * src/domain under 'Внимание'; any other asks a plain confirmation. Nothing is sent before the
 * dialog's confirm; a refusal stays in the dialog as the server worded it.
 */
import { useState } from 'react';
import type { SelectOption } from '../../src/domain/enums';
import { interpolate } from '../../src/validation/messages';
import { ConfirmDialog } from '../../src/ui/dialog';
import { siteLeadTexts as t } from '../leads/texts';
import { useConfirmedMove } from '../leads/useConfirmedMove';
import ui from '../theme/ui.module.css';

export function MoveActions<T>({
  moves,
  warningOf,
  confirmText,
  send,
  onMoved,
}: {
  moves: readonly SelectOption<string>[];
  /** The legal warning of an irreversible move; undefined for the others. */
  warningOf: (to: string) => string | undefined;
  /** What the plain confirmation says about the move. */
  confirmText: (to: string) => string;
  send: (to: string) => Promise<T>;
  /** Gets the move's answer (the record as it now is, with its next moves). */
  onMoved: (answer: T) => void;
}) {
  const [action, setAction] = useState<SelectOption<string> | null>(null);
  const { busy, error, clearError, run } = useConfirmedMove<T>((answer) => {
    setAction(null);
    onMoved(answer);
  });
  const close = () => {
    setAction(null);
    clearError();
  };
  const confirm = async () => {
    if (action) await run(() => send(action.value));
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
          title={
            warning
              ? t.contractWarningTitle
              : interpolate(t.contractConfirmTitle, { action: action.title })
          }
          confirmLabel={action.title}
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={close}
        >
          <p>{warning ?? confirmText(action.value)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
