import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorMessages } from '../../../i18n/messages';
import { uiMessages } from '../../../i18n/uiMessages';
import { AlertDialog } from './AlertDialog';

describe('AlertDialog', () => {
  it("tells its message with one button, 'Продолжить работу', focused; Escape does the same", async () => {
    const onClose = vi.fn();
    render(<AlertDialog open title={errorMessages.blocked} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: errorMessages.blocked })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: uiMessages.continueWork });
    expect(screen.getAllByRole('button')).toEqual([button]);
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is described by its text and takes another label when told', () => {
    render(
      <AlertDialog open title="Заявка отправлена" buttonLabel="Закрыть" onClose={vi.fn()}>
        Номер заявки появится в списке.
      </AlertDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Заявка отправлена' })).toHaveAccessibleDescription(
      'Номер заявки появится в списке.',
    );
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });
});
