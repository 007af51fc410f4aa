/**
 * The delete-file confirmation of seed 001 §8: 'Вы точно хотите удалить загруженный файл?'
 * with Подтвердить / Отмена — one dialog for every file input of the console.
 */
import { Confirm } from 'react-admin';

export function FileRemoveConfirm({
  isOpen,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Confirm
      isOpen={isOpen}
      title="app.ui.fileRemoveConfirm"
      content=""
      confirm="app.ui.confirm"
      cancel="app.ui.cancel"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
