import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uiMessages } from '../i18n/uiMessages';
import { fakeTabLayout } from '../src/ui/tabs/fakeLayout';
import { OverflowTabs } from './OverflowTabs';

// At 375 px the page leaves the strip 343 px: 253 px for tabs once 'Ещё' takes its 90.
const labels = ['Все категории', 'Подача заявки', 'Социальная газификация', 'Оплата'];
const widths: Record<string, number> = {
  'Все категории': 130,
  'Подача заявки': 120,
  'Социальная газификация': 200,
  Оплата: 80,
};
let layout: ReturnType<typeof fakeTabLayout>;
beforeEach(() => {
  layout = fakeTabLayout({ width: 343, tabWidth: (label) => widths[label] ?? 0 });
});
afterEach(() => layout.restore());

function Strip() {
  const [tab, setTab] = useState(labels[0]!);
  return (
    <OverflowTabs
      label="Категории"
      value={tab}
      onChange={setTab}
      tabs={labels.map((label) => ({ value: label, label }))}
    >
      <p>Вопросы категории «{tab}»</p>
    </OverflowTabs>
  );
}

const shownTabs = () =>
  within(screen.getByRole('tablist', { name: 'Категории' }))
    .getAllByRole('tab')
    .map((t) => t.textContent);
const more = () => screen.getByRole('button', { name: uiMessages.tabsMore });

describe('OverflowTabs (site)', () => {
  it('puts the tabs that do not fit under «Ещё»; one picked from it opens on the strip', async () => {
    const user = userEvent.setup();
    render(<Strip />);
    expect(shownTabs()).toEqual(['Все категории', 'Подача заявки']);
    expect(more()).toHaveAttribute('aria-haspopup', 'menu');
    expect(more()).toHaveAttribute('aria-expanded', 'false');

    await user.click(more());
    const menu = screen.getByRole('menu', { name: uiMessages.tabsMore });
    expect(more()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Социальная газификация', 'Оплата']);
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    await user.click(within(menu).getByRole('menuitem', { name: 'Социальная газификация' }));

    // 200 px of the selected tab leave 53: the first one (130) goes under 'Ещё' too.
    expect(screen.queryByRole('menu')).toBeNull();
    expect(shownTabs()).toEqual(['Социальная газификация']);
    const picked = screen.getByRole('tab', { name: 'Социальная газификация' });
    expect(picked).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(picked).toHaveFocus());
    expect(screen.getByRole('tabpanel', { name: 'Социальная газификация' })).toHaveTextContent(
      'Вопросы категории «Социальная газификация»',
    );
  });

  it('works by keyboard: arrows over the shown tabs, the menu from «Ещё», Escape back', async () => {
    const user = userEvent.setup();
    render(<Strip />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Все категории' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Подача заявки' })).toHaveFocus();
    // The hidden tabs are skipped: from the last shown one the arrow wraps to the first.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Все категории' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(screen.getByRole('tab', { name: 'Подача заявки' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.tab();
    expect(more()).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Оплата' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Социальная газификация' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(more()).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    expect(screen.getByRole('tab', { name: 'Оплата' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Оплата' })).toHaveFocus());
    expect(shownTabs()).toEqual(['Все категории', 'Оплата']);
  });

  it('shows every tab and no «Ещё» when the strip is wide enough, and again when narrowed', () => {
    render(<Strip />);
    layout.resize(600);
    expect(shownTabs()).toEqual(labels);
    expect(screen.queryByRole('button', { name: uiMessages.tabsMore })).toBeNull();
    layout.resize(343);
    expect(shownTabs()).toEqual(['Все категории', 'Подача заявки']);
  });
});
