import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hotlineMessages as t } from '../../i18n/hotline';
import { uiMessages } from '../../i18n/uiMessages';
import { formatMessages } from '../../src/format/messages';
import { AUTOCOMPLETE_DELAY_MS } from '../../src/ui/useSettledText';
import { HotlineBar } from './HotlineBar';
import { ConsoleTestContext, consoleDataProvider, demoAccount } from './testing';

const origin = window.location.origin;
const regionQueries: string[] = [];
const orgQueries: string[] = [];
let failOrganizations = false;

const org = (id: string, name: string, unified: string | null, phones: string[]) => ({
  type: 'organization',
  id,
  attributes: { name, unified_phone: unified, phones },
});

const server = setupServer(
  http.get(`${origin}/v1/admin/regions`, ({ request }) => {
    const query = new URL(request.url).searchParams.get('query') ?? '';
    regionQueries.push(query);
    const all = [
      { type: 'region', id: '60', attributes: { name: 'Псковская область', code: '60' } },
      { type: 'region', id: '50', attributes: { name: 'Московская область', code: '50' } },
    ];
    return HttpResponse.json({
      data: all.filter((r) => r.attributes.name.toLowerCase().includes(query.toLowerCase())),
    });
  }),
  http.get(`${origin}/v1/admin/organizations`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const kinds = params.getAll('affiliation_kinds[]').join();
    if (kinds === 'eog') return HttpResponse.json({ data: [org('9', 'ЕОГ', '78001014747', [])] });
    orgQueries.push(`${params.get('region_id')}:${kinds}`);
    if (failOrganizations) return HttpResponse.json({ errors: [] }, { status: 500 });
    return HttpResponse.json({
      data: [
        org('1', 'Газпром газораспределение Псков', '78112000000', ['78112000001', '78112000002']),
        org('2', 'Псковская газовая компания', null, []),
      ],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  regionQueries.length = 0;
  orgQueries.length = 0;
  failOrganizations = false;
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.resetHandlers();
});

function renderBar() {
  return render(
    <ConsoleTestContext account={demoAccount()} dataProvider={consoleDataProvider()}>
      <HotlineBar />
    </ConsoleTestContext>,
  );
}

async function openModal() {
  renderBar();
  const opener = screen.getByRole('button', { name: t.opener });
  opener.focus();
  fireEvent.click(opener);
  return screen.findByRole('dialog', { name: t.title });
}

const regionBox = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: t.region });

async function chooseRegion(dialog: HTMLElement, text: string, option: string) {
  fireEvent.change(regionBox(dialog), { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function chooseOrganization(dialog: HTMLElement, id: string) {
  const select = within(dialog).getByRole('combobox', { name: t.organization });
  await waitFor(() => expect(select).toBeEnabled());
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
  fireEvent.change(select, { target: { value: id } });
}

describe('the helpline in the title bar', () => {
  it("shows the single operator's contact-centre phone as a tel: link", async () => {
    renderBar();
    const link = await screen.findByRole('link', { name: new RegExp(t.contactCentre) });
    expect(link).toHaveAttribute('href', 'tel:+78001014747');
    expect(link).toHaveTextContent('8 (800) 101-47-47');
  });
});

describe("the console's hotline modal", () => {
  it('searches regions from 2 characters, 700 ms after typing', async () => {
    const dialog = await openModal();
    const input = regionBox(dialog);
    fireEvent.change(input, { target: { value: 'П' } });
    await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS * 2));
    expect(regionQueries).toEqual([]);
    expect(
      screen.getByText(t.regionHint, { selector: '.MuiAutocomplete-noOptions' }),
    ).toBeVisible();

    fireEvent.change(input, { target: { value: 'Пс' } });
    await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS - 50));
    expect(regionQueries).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(50));
    await waitFor(() => expect(regionQueries).toEqual(['Пс']));
    expect(await screen.findByRole('option', { name: 'Псковская область' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Московская область' })).toBeNull();
  });

  it("shows the chosen organization's hot-line, other and contact-centre phones", async () => {
    const dialog = await openModal();
    await chooseRegion(dialog, 'Псков', 'Псковская область');
    await waitFor(() => expect(orgQueries).toContain('60:gro,ngro,rog,eog'));
    await chooseOrganization(dialog, '1');
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent(t.unifiedPhone);
    expect(within(status).getByRole('link', { name: '+7 (811) 200-00-00' })).toHaveAttribute(
      'href',
      'tel:+78112000000',
    );
    expect(status).toHaveTextContent(t.otherPhones);
    expect(within(status).getByRole('link', { name: '+7 (811) 200-00-01' })).toBeVisible();
    expect(within(status).getByRole('link', { name: '+7 (811) 200-00-02' })).toBeVisible();
    expect(status).toHaveTextContent(t.contactCentre);
    expect(within(status).getByRole('link', { name: '8 (800) 101-47-47' })).toHaveAttribute(
      'href',
      'tel:+78001014747',
    );

    fireEvent.change(within(dialog).getByRole('combobox', { name: t.organization }), {
      target: { value: '2' },
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(uiMessages.hotlineNotFound);
    expect(within(dialog).getByRole('status')).not.toHaveTextContent(t.contactCentre);
  });

  it('clears the organization choices when the lookup fails', async () => {
    // The failed reads are logged by react-query; not this test's business.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dialog = await openModal();
    await chooseRegion(dialog, 'Псков', 'Псковская область');
    await chooseOrganization(dialog, '1');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(t.unifiedPhone);

    failOrganizations = true;
    fireEvent.change(regionBox(dialog), { target: { value: '' } });
    await chooseRegion(dialog, 'Москов', 'Московская область');
    await waitFor(() => expect(orgQueries).toContain('50:gro,ngro,rog,eog'));
    // react-query's own retries of a failed read (the test context's client), then the failure.
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(await within(dialog).findByText(uiMessages.organizationsEmpty)).toBeVisible();
    const select = within(dialog).getByRole('combobox', { name: t.organization });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([formatMessages.nothingSelected]);
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('closes on its button and gives the focus back to the opener', async () => {
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: t.opener })).toHaveFocus();
  });
});
