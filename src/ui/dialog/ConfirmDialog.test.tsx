import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { uiMessages } from '../../../i18n/uiMessages';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it("asks, with 'Отмена' and 'Подтвердить', focusing 'Отмена' first", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title={uiMessages.fileRemoveConfirm}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Вы точно хотите удалить загруженный файл?',
    });
    expect(dialog.className).toMatch(/confirm/);
    expect(screen.getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('is described by its text, shows the refusal, and holds while busy', async () => {
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        busy
        title="Отменить заявку?"
        confirmLabel="Отменить заявку"
        error="Не хватает прав для данного действия"
        onConfirm={vi.fn()}
        onCancel={onCancel}
      >
        Заявка будет отменена.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Отменить заявку?' });
    expect(dialog).toHaveAccessibleDescription('Заявка будет отменена.');
    expect(screen.getByRole('alert')).toHaveTextContent('Не хватает прав для данного действия');
    expect(screen.getByRole('button', { name: 'Отменить заявку' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("puts the area's own buttons in place of the plain ones", async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Удалить договор?"
        onConfirm={onConfirm}
        onCancel={vi.fn()}
        renderButton={({ label, primary, disabled, onClick }) => (
          <button type="button" data-primary={primary} disabled={disabled} onClick={onClick}>
            {label}
          </button>
        )}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Подтвердить' });
    expect(confirm).toHaveAttribute('data-primary', 'true');
    expect(confirm.className).toBe('');
    expect(screen.getByRole('button', { name: 'Отмена' })).toHaveAttribute('data-primary', 'false');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
