import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';

// Wednesday 13 March 2024, noon in Moscow.
const NOW = new Date('2024-03-13T09:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const changes: string[] = [];

function Form({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <DateField
        name="birth_date"
        label="Дата рождения"
        value={value}
        onChange={(text) => {
          changes.push(text);
          setValue(text);
        }}
      />
      <button type="button">Другая кнопка</button>
    </form>
  );
}

function setup(initial?: string) {
  changes.length = 0;
  const user = userEvent.setup();
  render(<Form initial={initial} />);
  const input = () => screen.getByRole('textbox', { name: 'Дата рождения' });
  const opener = () => screen.getByRole('button', { name: 'Открыть календарь' });
  const open = async () => {
    await user.click(opener());
    return screen.getByRole('dialog', { name: 'Выбор даты' });
  };
  return { user, input, opener, open };
}

describe('the site date field', () => {
  it('masks typed digits as dd.MM.yyyy and stops at the mask', async () => {
    const { user, input } = setup();
    await user.type(input(), 'а1x5/0-3 20245');
    expect(input()).toHaveValue('15.03.2024');
    expect(input()).toHaveAttribute('placeholder', 'дд.мм.гггг');
  });

  it('resets an invalid day or month to today, and clears when emptied', async () => {
    const { user, input } = setup('01.03.2024');
    await user.clear(input());
    expect(changes.at(-1)).toBe('');
    await user.type(input(), '31.02.2024');
    expect(input()).toHaveValue('13.03.2024');
    await user.clear(input());
    await user.type(input(), '01.13.2024');
    expect(input()).toHaveValue('13.03.2024');
    // An incomplete date is kept for the form's check to judge.
    await user.clear(input());
    await user.type(input(), '0204');
    expect(input()).toHaveValue('02.04');
  });

  it('opens a Monday-first calendar on the chosen month, the day focused, today marked', async () => {
    const { open, opener } = setup('01.03.2024');
    expect(opener()).toHaveAttribute('aria-expanded', 'false');
    const dialog = await open();
    expect(opener()).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Март 2024');
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    // 1 March 2024 was a Friday: the fifth column of the first week.
    const firstWeek = within(dialog).getAllByRole('row')[1]!;
    expect(firstWeek.children[4]).toHaveAccessibleName('01.03.2024');
    expect(within(firstWeek).getAllByRole('gridcell')).toHaveLength(3);
    const chosen = within(dialog).getByRole('gridcell', { name: '01.03.2024' });
    expect(chosen).toHaveAttribute('aria-selected', 'true');
    expect(chosen).toHaveFocus();
    expect(within(dialog).getByRole('gridcell', { name: '13.03.2024' })).toHaveAttribute(
      'aria-current',
      'date',
    );
  });

  it('moves with the arrows, PageUp/PageDown and Home/End, and picks with Enter', async () => {
    const { user, open, input, opener } = setup('01.03.2024');
    const dialog = await open();
    const focused = () => document.activeElement?.getAttribute('aria-label');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('02.03.2024');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('09.03.2024');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focused()).toBe('01.03.2024');
    await user.keyboard('{Home}');
    expect(focused()).toBe('26.02.2024');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Февраль 2024');
    await user.keyboard('{End}');
    expect(focused()).toBe('03.03.2024');
    await user.keyboard('{PageDown}');
    expect(focused()).toBe('03.04.2024');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Апрель 2024');
    await user.keyboard('{PageUp}{PageUp}');
    expect(focused()).toBe('03.02.2024');
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expect(focused()).toBe('03.02.2023');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input()).toHaveValue('03.02.2023');
    expect(opener()).toHaveFocus();
  });

  it('navigates by month and year with the buttons and picks a day with a click', async () => {
    const { user, open, input } = setup('01.03.2024');
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Следующий месяц' }));
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Апрель 2024');
    await user.click(within(dialog).getByRole('button', { name: 'Предыдущий год' }));
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Апрель 2023');
    await user.click(within(dialog).getByRole('button', { name: 'Следующий год' }));
    await user.click(within(dialog).getByRole('button', { name: 'Предыдущий месяц' }));
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Март 2024');
    await user.click(within(dialog).getByRole('gridcell', { name: '20.03.2024' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input()).toHaveValue('20.03.2024');
  });

  it("sets today with 'Сегодня'", async () => {
    const { user, open, input } = setup('05.01.2023');
    const dialog = await open();
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Январь 2023');
    await user.click(within(dialog).getByRole('button', { name: 'Сегодня' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input()).toHaveValue('13.03.2024');
  });

  it('opens an empty field on today, keeps Tab inside and closes on Escape or outside', async () => {
    const { user, open, input, opener } = setup();
    let dialog = await open();
    expect(within(dialog).getByRole('gridcell', { name: '13.03.2024' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Сегодня' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Предыдущий год' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener()).toHaveFocus();
    expect(input()).toHaveValue('');
    dialog = await open();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Другая кнопка' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dialog).not.toBeInTheDocument();
    expect(changes).toEqual([]);
  });
});
