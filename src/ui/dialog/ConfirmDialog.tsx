/**
 * A confirmation on the dialog frame: a question, an optional text (a legal warning, extra
 * fields), 'Отмена' and the confirm button ('Подтвердить' unless told), both disabled while the
 * call runs, and the refusal under the text. The file removal of both areas is one:
 * `<ConfirmDialog open title={uiMessages.fileRemoveConfirm} … />`.
 */
import { useId, type ReactNode } from 'react';
import { uiMessages } from '../../../i18n/uiMessages';
import {
  DialogFrame,
  dialogButtonClass,
  dialogErrorClass,
  dialogPrimaryButtonClass,
} from './DialogFrame';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The text under the question, if any. */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed call is running. */
  busy?: boolean;
  /** Nothing to confirm yet (a box to tick, a plan refused): the confirm button waits. */
  confirmDisabled?: boolean;
  /** The refusal of the confirmed call. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  className?: string;
  /** An area's own button (the console's MUI Button) instead of the frame's plain one. */
  renderButton?: (button: ConfirmDialogButton) => ReactNode;
}

export interface ConfirmDialogButton {
  label: string;
  primary: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** The frame's own button (the alert's too). */
export function plainButton({ label, primary, disabled, onClick }: ConfirmDialogButton) {
  return (
    <button
      type="button"
      className={primary ? dialogPrimaryButtonClass : dialogButtonClass}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = uiMessages.confirm,
  cancelLabel = uiMessages.cancel,
  busy = false,
  confirmDisabled = false,
  error,
  onConfirm,
  onCancel,
  className,
  renderButton = plainButton,
}: ConfirmDialogProps) {
  const textId = useId();
  return (
    <DialogFrame
      open={open}
      title={title}
      size="confirm"
      busy={busy}
      onClose={onCancel}
      describedBy={children ? textId : undefined}
      className={className}
      actions={
        <>
          {renderButton({ label: cancelLabel, primary: false, disabled: busy, onClick: onCancel })}
          {renderButton({
            label: confirmLabel,
            primary: true,
            disabled: busy || confirmDisabled,
            onClick: onConfirm,
          })}
        </>
      }
    >
      {children ? <div id={textId}>{children}</div> : null}
      {error ? (
        <p role="alert" className={dialogErrorClass}>
          {error}
        </p>
      ) : null}
    </DialogFrame>
  );
}
