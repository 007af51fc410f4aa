export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export {
  DialogFrame,
  dialogButtonClass,
  dialogErrorClass,
  dialogPrimaryButtonClass,
  type DialogFrameProps,
  type DialogSize,
} from './DialogFrame';
