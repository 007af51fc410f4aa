import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleTestContext } from '../layout/testing';
import { maxDate } from '../../src/validation';
import { DateInput } from './DateInput';

// Wednesday 13 March 2024, noon in Moscow.
const NOW = new Date('2024-03-13T09:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function renderInput(record: Record<string, unknown> = {}, props: Record<string, unknown> = {}) {
  const submit = vi.fn();
  render(
    <ConsoleTestContext>
      <Form record={record} onSubmit={submit}>
        <DateInput source="signed_on" label="Дата подписания" {...props} />
        <button type="submit">Отправить</button>
      </Form>
    </ConsoleTestContext>,
  );
  const input = () => screen.getByRole('textbox', { name: /Дата подписания/ });
  const submitted = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    return submit.mock.calls.at(-1)?.[0] as Record<string, unknown>;
  };
  return { input, submitted, submit };
}

describe('the date input', () => {
  it('shows a stored ISO date as dd.MM.yyyy', async () => {
    const { input, submitted } = renderInput({ signed_on: '2024-03-01' });
    await waitFor(() => expect(input()).toHaveValue('01.03.2024'));
    expect((await submitted()).signed_on).toBe('2024-03-01');
  });

  it('masks typed digits and stores the ISO date', async () => {
    const user = userEvent.setup();
    const { input, submitted } = renderInput();
    await user.type(input(), '150320');
    expect(input()).toHaveValue('15.03.20');
    await user.type(input(), '24');
    expect(input()).toHaveValue('15.03.2024');
    expect((await submitted()).signed_on).toBe('2024-03-15');
  });

  it('takes digits only, whatever else is typed or pasted', async () => {
    const user = userEvent.setup();
    const { input, submitted } = renderInput();
    await user.type(input(), 'а1x5/0-3 2024');
    expect(input()).toHaveValue('15.03.2024');
    await user.clear(input());
    await user.click(input());
    await user.paste('20.04.2023');
    expect(input()).toHaveValue('20.04.2023');
    expect((await submitted()).signed_on).toBe('2023-04-20');
  });

  it('stops at the mask: a ninth digit is not taken', async () => {
    const user = userEvent.setup();
    const { input } = renderInput();
    await user.type(input(), '150320245');
    expect(input()).toHaveValue('15.03.2024');
  });

  it('knows leap days', async () => {
    const user = userEvent.setup();
    const { input, submitted } = renderInput();
    await user.type(input(), '29.02.2024');
    expect((await submitted()).signed_on).toBe('2024-02-29');
    await user.clear(input());
    await user.type(input(), '29.02.2023');
    expect(input()).toHaveValue('13.03.2024');
  });

  it('resets an invalid day or month to today', async () => {
    const user = userEvent.setup();
    const { input, submitted } = renderInput();
    await user.type(input(), '31.02.2024');
    expect(input()).toHaveValue('13.03.2024');
    expect((await submitted()).signed_on).toBe('2024-03-13');
    await user.clear(input());
    await user.type(input(), '01.13.2024');
    expect(input()).toHaveValue('13.03.2024');
  });

  it('clears the value when the field is emptied', async () => {
    const user = userEvent.setup();
    const { input, submitted } = renderInput({ signed_on: '2024-03-01' });
    await waitFor(() => expect(input()).toHaveValue('01.03.2024'));
    await user.clear(input());
    expect((await submitted()).signed_on).toBeNull();
  });

  it('keeps the previous value while a date is incomplete, and shows it again on blur', async () => {
    const user = userEvent.setup();
    const { input, submitted } = renderInput({ signed_on: '2024-03-01' });
    await waitFor(() => expect(input()).toHaveValue('01.03.2024'));
    await user.tripleClick(input());
    await user.keyboard('0204');
    expect(input()).toHaveValue('02.04');
    await user.tab();
    expect(input()).toHaveValue('01.03.2024');
    expect((await submitted()).signed_on).toBe('2024-03-01');
  });

  it('shows the validation message of src/validation/dates', async () => {
    const user = userEvent.setup();
    const { input, submit } = renderInput({}, { validate: maxDate('2024-03-10') });
    await user.type(input(), '11.03.2024');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Максимальное значение - 10.03.2024')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('picks a day in the calendar, with month and year navigation', async () => {
    const user = userEvent.setup();
    const { input, submitted } = renderInput({ signed_on: '2024-03-01' });
    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const calendar = await screen.findByTestId('calendar');
    const headers = within(calendar)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    expect(calendar).toHaveTextContent('Март 2024');
    expect(within(calendar).getByRole('gridcell', { name: '01.03.2024' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(calendar).getByRole('button', { name: 'Следующий месяц' }));
    expect(calendar).toHaveTextContent('Апрель 2024');
    await user.click(within(calendar).getByRole('button', { name: 'Предыдущий год' }));
    expect(calendar).toHaveTextContent('Апрель 2023');
    await user.click(within(calendar).getByRole('gridcell', { name: '20.04.2023' }));
    await waitFor(() => expect(screen.queryByTestId('calendar')).toBeNull());
    expect(input()).toHaveValue('20.04.2023');
    expect((await submitted()).signed_on).toBe('2023-04-20');
  });

  it("sets today with 'Сегодня'", async () => {
    const user = userEvent.setup();
    const { input } = renderInput();
    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    await user.click(await screen.findByRole('button', { name: 'Сегодня' }));
    expect(input()).toHaveValue('13.03.2024');
  });

  it("replaces a stored date with 'Сегодня' and closes the calendar", async () => {
    const user = userEvent.setup();
    const { input, submitted } = renderInput({ signed_on: '2023-01-05' });
    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const calendar = await screen.findByTestId('calendar');
    expect(calendar).toHaveTextContent('Январь 2023');
    await user.click(within(calendar).getByRole('button', { name: 'Сегодня' }));
    await waitFor(() => expect(screen.queryByTestId('calendar')).toBeNull());
    expect(input()).toHaveValue('13.03.2024');
    expect((await submitted()).signed_on).toBe('2024-03-13');
  });

  it("opens an empty field's calendar on today's month with today marked", async () => {
    const user = userEvent.setup();
    renderInput();
    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const calendar = await screen.findByTestId('calendar');
    expect(calendar).toHaveTextContent('Март 2024');
    const todayCell = within(calendar).getByRole('gridcell', { name: '13.03.2024' });
    expect(todayCell).toHaveAttribute('aria-current', 'date');
    expect(todayCell).toHaveAttribute('aria-selected', 'false');
    // Monday first: 4 March 2024 (a Monday) opens the second row, right under 'Пн'.
    const weeks = within(calendar).getAllByRole('row').slice(1);
    const cells = weeks.flatMap((week) => Array.from(week.children));
    expect(cells.findIndex((c) => c.getAttribute('aria-label') === '04.03.2024') % 7).toBe(0);
    expect(cells.findIndex((c) => c.getAttribute('aria-label') === '10.03.2024') % 7).toBe(6);
  });

  it('moves through the calendar with the keys and picks with Enter; Escape closes it', async () => {
    const user = userEvent.setup();
    const { input, submitted } = renderInput({ signed_on: '2024-03-01' });
    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    const calendar = await screen.findByRole('dialog', { name: 'Выбор даты' });
    await waitFor(() =>
      expect(within(calendar).getByRole('gridcell', { name: '01.03.2024' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}{PageDown}');
    expect(within(calendar).getByRole('gridcell', { name: '08.04.2024' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByTestId('calendar')).toBeNull());
    expect(input()).toHaveValue('08.04.2024');
    expect((await submitted()).signed_on).toBe('2024-04-08');
    await user.click(screen.getByRole('button', { name: 'Открыть календарь' }));
    await screen.findByTestId('calendar');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('calendar')).toBeNull());
    expect(input()).toHaveValue('08.04.2024');
  });
});
