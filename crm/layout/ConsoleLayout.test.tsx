import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hotlineMessages } from '../../i18n/hotline';
import { menuFor } from '../../src/access';
import { roles } from '../../src/domain/roles';
import { ConsoleLayout } from './ConsoleLayout';
import { EQUIPMENT_REGISTRY_URL, MENU_COLLAPSED_KEY } from './config';
import { ConsoleTestContext, consoleDataProvider, demoAccount } from './testing';
import { homePathFor, viewerOf } from './useConsoleViewer';

const origin = window.location.origin;
const server = setupServer(
  http.get(`${origin}/v1/admin/ad/infobanners`, () => HttpResponse.json({ data: [] })),
  // The title bar's helpline: the ЕОГ's unified phone.
  http.get(`${origin}/v1/admin/organizations`, () =>
    HttpResponse.json({
      data: [{ type: 'organization', id: '9', attributes: { unified_phone: '78001014747' } }],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => localStorage.clear());
afterEach(() => server.resetHandlers());

function renderLayout(account: Record<string, unknown>, path = '/crm/leads') {
  return render(
    <ConsoleTestContext account={account} path={path} dataProvider={consoleDataProvider()}>
      <ConsoleLayout>
        <p>Содержимое страницы</p>
      </ConsoleLayout>
    </ConsoleTestContext>,
  );
}

async function menuLabels() {
  const nav = await screen.findByRole('navigation', { name: 'Меню консоли' });
  await waitFor(() => expect(within(nav).queryAllByRole('link').length).toBeGreaterThan(0));
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.getAttribute('aria-label'));
}

describe('the side menu', () => {
  it.each(roles.filter((r) => r !== 'regional_head'))(
    '%s sees menuFor its role, in order',
    async (role) => {
      renderLayout(demoAccount({ role }));
      expect(await menuLabels()).toEqual(menuFor({ role }).map((i) => i.label));
    },
  );

  it.each([
    [false, false],
    [true, false],
    [false, true],
    [true, true],
  ])('a regional head with executor_selection=%s, social_assistance=%s', async (e, s) => {
    renderLayout(
      demoAccount({ role: 'regional_head', executor_selection: e, social_assistance: s }),
      '/crm/reporting_documents',
    );
    const expected = menuFor({ role: 'regional_head', executorSelection: e, socialAssistance: s });
    expect(await menuLabels()).toEqual(expected.map((i) => i.label));
  });

  it.each([
    ['/crm/appeals/consultations/5', 'Консультации'],
    ['/crm/appeals/7', 'Обращения'],
  ])('highlights the current section, also on its sub-pages: %s', async (path, label) => {
    renderLayout(demoAccount(), path);
    await menuLabels();
    const current = screen.getAllByRole('link', { current: 'page' });
    expect(current.map((a) => a.getAttribute('aria-label'))).toEqual([label]);
  });

  it('opens the equipment registry in a new tab', async () => {
    renderLayout(demoAccount());
    await menuLabels();
    const link = screen.getByRole('link', { name: 'Реестр оборудования' });
    expect(link).toHaveAttribute('href', EQUIPMENT_REGISTRY_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links the logo home and shows the user block with the role label', async () => {
    renderLayout(demoAccount());
    expect(await screen.findByText('Смирнов Алексей Петрович')).toBeInTheDocument();
    expect(screen.getByText('Администратор')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/crm/leads');
  });

  it("falls back to 'Оператор' for an unknown role, with an empty menu", async () => {
    renderLayout(demoAccount({ role: 'somebody' }));
    expect(await screen.findByText('Оператор')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Меню консоли' });
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  });

  it('collapses to icons and remembers it in localStorage', async () => {
    const user = userEvent.setup();
    const { unmount } = renderLayout(demoAccount());
    await menuLabels();
    expect(screen.getByText('Заявки')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Свернуть меню' }));
    expect(screen.getByTestId('console-sidebar')).toHaveAttribute('data-collapsed', 'true');
    expect(screen.queryByText('Заявки')).toBeNull();
    expect(localStorage.getItem(MENU_COLLAPSED_KEY)).toBe('true');
    unmount();
    renderLayout(demoAccount());
    await menuLabels();
    expect(screen.getByTestId('console-sidebar')).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByRole('button', { name: 'Развернуть меню' })).toBeInTheDocument();
  });
});

describe('the user popup', () => {
  it.each([
    ['Личные данные', '/crm/profile'],
    ['Сменить пароль', '/crm/profile/change_password'],
  ])('%s opens %s', async (item, path) => {
    const user = userEvent.setup();
    renderLayout(demoAccount());
    await user.click(await screen.findByRole('button', { name: 'Меню пользователя' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Администратор')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: item }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(path));
  });

  it('logs out to the login page', async () => {
    const user = userEvent.setup();
    renderLayout(demoAccount());
    await user.click(await screen.findByRole('button', { name: 'Меню пользователя' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Выйти' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/crm/not_auth'));
  });
});

describe('the title bar', () => {
  it('shows the helpline and opens the hotline modal', async () => {
    renderLayout(demoAccount());
    const phone = await screen.findByRole('link', {
      name: new RegExp(hotlineMessages.contactCentre),
    });
    expect(phone).toHaveAttribute('href', 'tel:+78001014747');
    fireEvent.click(screen.getByRole('button', { name: hotlineMessages.opener }));
    expect(await screen.findByRole('dialog', { name: hotlineMessages.title })).toBeVisible();
  });
});

describe('the content', () => {
  it('renders the page', async () => {
    renderLayout(demoAccount());
    expect(await screen.findByText('Содержимое страницы')).toBeInTheDocument();
  });

  it('shows 403 on a section the role does not open', async () => {
    renderLayout(demoAccount({ role: 'mfc' }), '/crm/info_banners');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Доступ запрещён' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Не хватает прав для данного действия')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Перейти на главную' })).toBeInTheDocument();
    expect(screen.queryByText('Содержимое страницы')).toBeNull();
  });

  it.each([
    // Issue 22 item 8: a screen of a visible section the member's keys do not open.
    ['operator', '/crm/instructions/new'],
    ['senior_manager', '/crm/action_histories/rabbitmq_statistics'],
    ['auditor', '/crm/organizations/1/branch/new'],
  ])('shows 403 to %s on %s', async (role, path) => {
    renderLayout(demoAccount({ role }), path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Доступ запрещён' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Содержимое страницы')).toBeNull();
  });

  it('renders a record the member may only read', async () => {
    renderLayout(demoAccount({ role: 'auditor' }), '/crm/users/5');
    expect(await screen.findByText('Содержимое страницы')).toBeInTheDocument();
  });

  it('shows the banners of the admin context', async () => {
    server.use(
      http.get(`${origin}/v1/admin/ad/infobanners`, ({ request }) =>
        new URL(request.url).searchParams.get('context') === 'admin'
          ? HttpResponse.json({
              data: [
                {
                  type: 'infobanner',
                  id: '1',
                  attributes: {
                    title: 'Плановые работы',
                    content: '<p>Ночью</p>',
                    priority: 'high',
                  },
                },
              ],
            })
          : HttpResponse.json({ data: [] }),
      ),
    );
    renderLayout(demoAccount());
    expect(await screen.findByRole('heading', { name: 'Плановые работы' })).toBeInTheDocument();
  });
});

describe('the home page', () => {
  it('is the leads list, or the first menu page for a role without leads', () => {
    const withLeads = viewerOf(demoAccount({ role: 'regional_head' }));
    expect(withLeads.homePath).toBe('/crm/leads');
    const socialOnly = viewerOf(
      demoAccount({ role: 'regional_head', executor_selection: false, social_assistance: true }),
    );
    expect(socialOnly.homePath).toBe(socialOnly.menu[0]?.path);
    expect(socialOnly.homePath).not.toBe('/crm/leads');
    expect(homePathFor(null, [])).toBe('/crm/leads');
  });
});
