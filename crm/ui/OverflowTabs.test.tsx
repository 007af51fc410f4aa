import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uiMessages } from '../../i18n/uiMessages';
import { fakeTabLayout } from '../../src/ui/tabs/fakeLayout';
import { ConsoleTestContext } from '../layout/testing';
import { OverflowTabs } from './OverflowTabs';

// Every tab 100 px wide: a 400 px strip shows three of six (400 - 90 = 310 px for tabs).
const labels = ['Данные', 'Документы', 'История', 'Договор', 'Работы', 'Сообщения'];
let layout: ReturnType<typeof fakeTabLayout>;
beforeEach(() => {
  layout = fakeTabLayout({ width: 400, tabWidth: () => 100 });
});
afterEach(() => layout.restore());

function Strip() {
  const [tab, setTab] = useState(labels[0]!);
  return (
    <ConsoleTestContext>
      <OverflowTabs
        aria-label="Карточка"
        value={tab}
        onChange={setTab}
        tabs={labels.map((label) => ({ value: label, label }))}
      />
      <p>Открыта: {tab}</p>
    </ConsoleTestContext>
  );
}

const shownTabs = () =>
  within(screen.getByRole('tablist', { name: 'Карточка' }))
    .getAllByRole('tab')
    .map((t) => t.textContent);
const more = () => screen.getByRole('button', { name: uiMessages.tabsMore });

describe('OverflowTabs (console)', () => {
  it('puts the tabs that do not fit under «Ещё» and opens one from its menu', async () => {
    render(<Strip />);
    expect(await screen.findByRole('tab', { name: 'Данные' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(shownTabs()).toEqual(['Данные', 'Документы', 'История']);
    expect(more()).toHaveAttribute('aria-haspopup', 'menu');
    expect(more()).toHaveAttribute('aria-expanded', 'false');

    const button = more();
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Договор', 'Работы', 'Сообщения']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Работы' }));

    // The picked tab is open and on the strip, in its order, with the focus; the last shown
    // one made room for it.
    expect(screen.getByText('Открыта: Работы')).toBeInTheDocument();
    await waitFor(() => expect(shownTabs()).toEqual(['Данные', 'Документы', 'Работы']));
    const picked = screen.getByRole('tab', { name: 'Работы' });
    expect(picked).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(picked).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.click(more());
    expect(
      within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['История', 'Договор', 'Сообщения']);
  });

  it('closes the menu on Escape and gives the focus back to «Ещё»', async () => {
    render(<Strip />);
    const button = more();
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('computes the strip again when it is resized', async () => {
    render(<Strip />);
    await screen.findByRole('tab', { name: 'Данные' });
    layout.resize(600);
    expect(shownTabs()).toEqual(labels);
    expect(screen.queryByRole('button', { name: uiMessages.tabsMore })).toBeNull();
    layout.resize(300);
    expect(shownTabs()).toEqual(['Данные', 'Документы']);
    expect(more()).toBeVisible();
  });
});
