/**
 * The alert of both areas on the dialog frame (seed 000 §8, seed 001 §8): a message and one
 * button, 'Продолжить работу' unless told. The error modal is the alert of 'Ошибка: {text}', the
 * blocked-account modal the alert of 'Ваша учётная запись заблокирована.' (../useSessionAlerts.ts).
 * Escape does what the button does.
 */
import { useId, type ReactNode } from 'react';
import { uiMessages } from '../../../i18n/uiMessages';
import { plainButton, type ConfirmDialogButton } from './ConfirmDialog';
import { DialogFrame } from './DialogFrame';

export interface AlertDialogProps {
  open: boolean;
  /** The message: the dialog's heading and its name. */
  title: string;
  /** A text under the message, if any. */
  children?: ReactNode;
  buttonLabel?: string;
  /** The button and Escape. */
  onClose: () => void;
  className?: string;
  /** An area's own button (the console's MUI Button) instead of the frame's plain one. */
  renderButton?: (button: ConfirmDialogButton) => ReactNode;
}

export function AlertDialog({
  open,
  title,
  children,
  buttonLabel = uiMessages.continueWork,
  onClose,
  className,
  renderButton = plainButton,
}: AlertDialogProps) {
  const textId = useId();
  return (
    <DialogFrame
      open={open}
      title={title}
      size="confirm"
      onClose={onClose}
      describedBy={children ? textId : undefined}
      className={className}
      actions={renderButton({
        label: buttonLabel,
        primary: true,
        disabled: false,
        onClick: onClose,
      })}
    >
      {children ? <div id={textId}>{children}</div> : null}
    </DialogFrame>
  );
}
