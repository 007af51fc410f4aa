import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { DialogFrame, type DialogFrameProps } from './DialogFrame';

/** A page with an opener button and the dialog it opens. */
function Page(props: Partial<DialogFrameProps> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    props.onClosed?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <DialogFrame
        open={open}
        title="Изменить заявку"
        onClose={close}
        actions={
          <>
            <button type="button" onClick={close}>
              Отмена
            </button>
            <button type="submit">Сохранить</button>
          </>
        }
        {...props}
      >
        <label>
          Комментарий
          <input />
        </label>
      </DialogFrame>
    </>
  );
}

async function openPage(props: Partial<DialogFrameProps> & { onClosed?: () => void } = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'Открыть' }));
  return user;
}

describe('DialogFrame', () => {
  it('is a modal dialog named by its title, in a portal, 790 px form size by default', async () => {
    const { container } = render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить заявку' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
    expect(dialog.className).toMatch(/form/);
  });

  it('moves the focus to its first field on open', async () => {
    await openPage();
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveFocus();
  });

  it('focuses the element it is told to', async () => {
    function WithInitial() {
      const [ref] = useState(() => ({ current: null as HTMLButtonElement | null }));
      return (
        <DialogFrame
          open
          title="Вопрос"
          onClose={() => undefined}
          initialFocus={ref}
          actions={
            <button type="button" ref={(node) => void (ref.current = node)}>
              Понятно
            </button>
          }
        >
          <input aria-label="Поле" />
        </DialogFrame>
      );
    }
    render(<WithInitial />);
    expect(screen.getByRole('button', { name: 'Понятно' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openPage();
    const field = screen.getByRole('textbox', { name: 'Комментарий' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Сохранить' })).toHaveFocus();
  });

  it('leaves keys pressed in another portal alone (a menu opened from the dialog)', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const menu = document.createElement('div');
    document.body.appendChild(menu);
    function WithMenu() {
      return (
        <DialogFrame open title="Фильтр" onClose={onClose}>
          <input aria-label="Поиск" />
          {/* A React child rendered elsewhere: its keydowns bubble through the dialog. */}
          <MenuPortal into={menu} />
        </DialogFrame>
      );
    }
    render(<WithMenu />);
    const option = screen.getByRole('menuitem', { name: 'Первый' });
    option.focus();
    await user.keyboard('{Escape}');
    await user.tab();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('menuitem', { name: 'Второй' })).toHaveFocus();
    menu.remove();
  });

  it('closes on Escape and gives the focus back to the opener', async () => {
    const onClosed = vi.fn();
    const user = await openPage({ onClosed });
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Открыть' })).toHaveFocus();
  });

  it('stays open on Escape while busy', async () => {
    const onClosed = vi.fn();
    const user = await openPage({ onClosed, busy: true });
    await user.keyboard('{Escape}');
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
  });

  it('closes on a backdrop click only when asked', async () => {
    const onClosed = vi.fn();
    let user = await openPage({ onClosed });
    const backdrop = () => screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop());
    expect(onClosed).not.toHaveBeenCalled();
    // A click inside the panel never closes.
    await user.click(screen.getByRole('dialog'));
    cleanup();

    user = await openPage({ onClosed, closeOnBackdrop: true });
    await user.click(screen.getByRole('dialog'));
    expect(onClosed).not.toHaveBeenCalled();
    await user.click(backdrop());
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('is one form named by the title when it submits, Enter included', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const user = await openPage({ onSubmit });
    const form = screen.getByRole('form', { name: 'Изменить заявку' });
    expect(form).toContainElement(screen.getByRole('button', { name: 'Сохранить' }));
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'ок{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('an inner dialog takes Escape first and hands the focus back to the outer one', async () => {
    const user = userEvent.setup();
    const outerClose = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <DialogFrame open title="Внешний" onClose={outerClose}>
          <button type="button" onClick={() => setInner(true)}>
            Удалить файл
          </button>
          <DialogFrame
            open={inner}
            title="Внутренний"
            size="confirm"
            onClose={() => setInner(false)}
          >
            <button type="button">Подтвердить</button>
          </DialogFrame>
        </DialogFrame>
      );
    }
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Удалить файл' }));
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Внутренний' })).not.toBeInTheDocument();
    expect(outerClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Удалить файл' })).toHaveFocus();
  });
});

function MenuPortal({ into }: { into: HTMLElement }) {
  return createPortal(
    <div role="menu">
      <div role="menuitem" tabIndex={0}>
        Первый
      </div>
      <div role="menuitem" tabIndex={0}>
        Второй
      </div>
    </div>,
    into,
  );
}
