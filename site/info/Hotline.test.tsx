import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOCOMPLETE_DELAY_MS } from '../../src/ui/useSettledText';
import { origin, renderAt, serveApi } from '../testing';
import { HotlineButton } from './hotline/HotlineButton';
import { infoTexts as t } from './texts';

const regionQueries: string[] = [];
const orgQueries: string[] = [];
let failOrganizations = false;
const org = (
  id: string,
  name: string,
  unified: string | null,
  phones: string[],
  kinds = 'gro',
) => ({
  type: 'organization',
  id,
  attributes: { name, unified_phone: unified, phones, kinds },
});

serveApi(
  [
    http.get(`${origin}/v1/regions`, ({ request }) => {
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
    http.get(`${origin}/v1/organizations`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.getAll('affiliation_kinds[]').join() === 'eog')
        return HttpResponse.json({ data: [org('9', 'ЕОГ', '78001014747', [], 'eog')] });
      orgQueries.push(`${params.get('region_id')}:${params.getAll('affiliation_kinds[]').join()}`);
      if (failOrganizations && params.get('region_id') === '50')
        return HttpResponse.json({ errors: [] }, { status: 500 });
      return HttpResponse.json({
        data: [
          org('1', 'Газпром газораспределение Псков', '78112000000', [
            '78112000001',
            '78112000002',
          ]),
          org('2', 'Псковская газовая компания', null, []),
        ],
      });
    }),
  ],
  regionQueries,
  orgQueries,
);

beforeEach(() => {
  failOrganizations = false;
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

async function openModal() {
  renderAt('/contacts', '/contacts', <HotlineButton />);
  const opener = screen.getByRole('button', { name: t.hotline });
  opener.focus();
  fireEvent.click(opener);
  return screen.findByRole('dialog', { name: t.hotlineTitle });
}

async function chooseRegion(dialog: HTMLElement, text: string, option: string) {
  fireEvent.change(within(dialog).getByRole('combobox', { name: t.region }), {
    target: { value: text },
  });
  await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS));
  fireEvent.click(await within(dialog).findByRole('option', { name: option }));
}

describe('the hotline modal', () => {
  it('searches regions from 2 characters, 700 ms after typing', async () => {
    const dialog = await openModal();
    const input = within(dialog).getByRole('combobox', { name: t.region });
    fireEvent.change(input, { target: { value: 'П' } });
    await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS * 2));
    expect(regionQueries).toEqual([]);
    fireEvent.change(input, { target: { value: 'Пс' } });
    await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS - 50));
    expect(regionQueries).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(50));
    await waitFor(() => expect(regionQueries).toEqual(['Пс']));
    expect(await within(dialog).findByRole('option', { name: 'Псковская область' })).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it("shows the chosen organization's hot-line, other and contact-centre phones", async () => {
    const dialog = await openModal();
    await chooseRegion(dialog, 'Псков', 'Псковская область');
    await waitFor(() => expect(orgQueries).toContain('60:gro,ngro,rog,eog'));
    const select = within(dialog).getByRole('combobox', { name: t.organization });
    await waitFor(() => expect(select).toBeEnabled());
    fireEvent.change(select, { target: { value: '1' } });
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent(t.unifiedPhone);
    expect(within(status).getByRole('link', { name: '+7 (811) 200-00-00' })).toHaveAttribute(
      'href',
      'tel:+78112000000',
    );
    expect(status).toHaveTextContent('+7 (811) 200-00-01');
    expect(status).toHaveTextContent('+7 (811) 200-00-02');
    expect(status).toHaveTextContent(t.contactCentre);
    expect(status).toHaveTextContent('8 (800) 101-47-47');

    fireEvent.change(select, { target: { value: '2' } });
    expect(await within(dialog).findByText(t.hotlineNotFound)).toBeVisible();
  });

  it('clears the organization choices when the lookup fails', async () => {
    failOrganizations = true;
    const dialog = await openModal();
    await chooseRegion(dialog, 'Псков', 'Псковская область');
    const select = within(dialog).getByRole('combobox', { name: t.organization });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: '1' } });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(t.unifiedPhone);

    await chooseRegion(dialog, 'Москов', 'Московская область');
    await waitFor(() => expect(orgQueries).toContain('50:gro,ngro,rog,eog'));
    // A 5xx is tried once more a second later (dataProvider/queryClient.ts).
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(1));
    expect(within(dialog).getByText(t.organizationsEmpty)).toBeVisible();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('closes on its button and gives the focus back to the opener', async () => {
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: t.hotline })).toHaveFocus();
  });
});
