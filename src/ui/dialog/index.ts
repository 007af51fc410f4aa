export { AlertDialog, type AlertDialogProps } from './AlertDialog';
export { ConfirmDialog, type ConfirmDialogButton, type ConfirmDialogProps } from './ConfirmDialog';
export {
  DialogFrame,
  dialogButtonClass,
  dialogErrorClass,
  dialogPrimaryButtonClass,
  type DialogFrameProps,
  type DialogSize,
} from './DialogFrame';
