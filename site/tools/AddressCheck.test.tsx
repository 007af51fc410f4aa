import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_SUGGESTION_DELAY_MS, addressCheckMessages } from '../../src/domain/addressCheck';
import { gasStatusLabels } from '../../src/domain/settlements';
import { generalError, origin, renderAt, serveApi } from '../testing';
import AddressCheckPage from './AddressCheckPage';
import { toolPaths } from './paths';
import { toolTexts as t } from './texts';
import { interpolate } from '../../src/validation/messages';

const queries: string[] = [];
const suggestion = (id: string, value: string, settlementId: string | null) => ({
  type: 'address_suggestion',
  id,
  attributes: {
    value,
    unrestricted_value: value,
    settlement_id: settlementId,
    data: {
      postal_code: '182620',
      region: 'Псковская область',
      region_with_type: 'Псковская область',
      area: 'Порховский район',
      area_with_type: 'Порховский район',
      city: 'Порхов',
      city_with_type: 'г Порхов',
      settlement: null,
      settlement_with_type: null,
      street_with_type: null,
      house: null,
      block: null,
      flat: null,
      fias_id: null,
    },
  },
});
let failSuggestions = false;
/** Whether `GET /v1/address_suggestions/iplocate` places the visitor in Порхов. */
let located = false;
const oktmoAsked: string[] = [];

serveApi(
  [
    http.get(`${origin}/v1/address_suggestions`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(`${params.get('query')}|${params.get('per')}`);
      if (failSuggestions)
        return HttpResponse.json(generalError(addressCheckMessages.failed, 'unavailable'), {
          status: 503,
        });
      return HttpResponse.json({
        data: [
          suggestion('7', 'Псковская область, Порховский район, г Порхов', '7'),
          suggestion('8', 'Псковская область, Порховский район, г Порховец', null),
        ],
      });
    }),
    http.get(`${origin}/v1/address_suggestions/iplocate`, () =>
      HttpResponse.json({
        data: located
          ? {
              ...suggestion('iplocate', 'г Порхов', '7'),
              attributes: {
                ...suggestion('iplocate', 'г Порхов', '7').attributes,
                region_id: '60',
              },
            }
          : null,
      }),
    ),
    http.get(`${origin}/v1/address_suggestions/oktmo/:code`, ({ params }) => {
      oktmoAsked.push(String(params.code));
      return HttpResponse.json({
        data: {
          type: 'oktmo',
          id: params.code,
          attributes: {
            value: '58643101',
            unrestricted_value: '58643101',
            settlement_id: '7',
            data: {
              oktmo: '58643101',
              area_type: '1',
              area_code: '58643000',
              area: 'Порховский муниципальный район',
              subarea_type: '1',
              subarea_code: '58643101',
              subarea: 'Порховское городское поселение',
            },
          },
        },
      });
    }),
    http.get(`${origin}/v1/address_checks/7`, () =>
      HttpResponse.json({
        data: {
          type: 'address_check',
          id: '7',
          attributes: {
            settlement_name: 'Порхов',
            municipal_district: 'Порховский район',
            oktmo: '58643101001',
            region_name: 'Псковская область',
            gas_status: 'partially_gasified',
            in_programme: true,
            programme_items: [
              {
                id: '3',
                name: 'Газопровод Порхов — Дно',
                year: 2026,
                completion_plan_date: '2027-12-20',
              },
            ],
            organization: {
              id: '2',
              name: 'АО «Газпром газораспределение Псков»',
              unified_phone: '78112000100',
            },
          },
        },
      }),
    ),
  ],
  queries,
  oktmoAsked,
);

describe('the address check', () => {
  beforeEach(() => {
    failSuggestions = false;
    located = false;
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const settle = () => act(() => vi.advanceTimersByTime(ADDRESS_SUGGESTION_DELAY_MS));

  it('suggests 5 addresses after the typing settles, and answers for the one picked', async () => {
    renderAt(toolPaths.checkAddress, toolPaths.checkAddress, <AddressCheckPage />);
    const input = await screen.findByRole('combobox', { name: t.addressLabel });
    await user().type(input, 'Порх');
    expect(queries).toEqual([]);
    await settle();
    const list = await screen.findByRole('listbox', { name: t.suggestions });
    expect(queries).toEqual(['Порх|5']);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Псковская область, Порховский район, г Порхов',
      'Псковская область, Порховский район, г Порховец',
    ]);

    // By keyboard: down to the first, Enter.
    await user().keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Псковская область, Порховский район, г Порхов');
    const answer = await screen.findByRole('region', { name: t.answerTitle });
    expect(await within(answer).findByText(gasStatusLabels.partially_gasified)).toBeVisible();
    expect(within(answer).getByText(t.inProgramme)).toBeVisible();
    expect(
      within(answer).getByText(
        'Газопровод Порхов — Дно (год программы 2026, завершение по плану 20.12.2027)',
      ),
    ).toBeVisible();
    expect(within(answer).getByText('АО «Газпром газораспределение Псков»')).toBeVisible();
    // The settlement's ОКТМО code with the municipality the address service names.
    expect(
      await within(answer).findByText(
        '58643101001 — Порховский муниципальный район, Порховское городское поселение',
      ),
    ).toBeVisible();
    expect(new Set(oktmoAsked)).toEqual(new Set(['58643101001']));
    const apply = within(answer).getByRole('link', { name: t.apply });
    const href = new URL(apply.getAttribute('href')!, origin);
    expect(href.pathname).toBe('/leads/new');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      'gas_object_address.zip_code': '182620',
      'gas_object_address.region': 'Псковская область',
      'gas_object_address.area': 'Порховский район',
      'gas_object_address.city': 'г Порхов',
    });
  });

  it('offers to check the settlement the visitor’s IP address places them in', async () => {
    located = true;
    renderAt(toolPaths.checkAddress, toolPaths.checkAddress, <AddressCheckPage />);
    const offer = await screen.findByRole('button', {
      name: interpolate(t.locatedCheck, { place: 'г Порхов' }),
    });
    expect(screen.getByText(`(${t.locatedHint})`)).toBeVisible();
    await user().click(offer);
    const answer = await screen.findByRole('region', { name: t.answerTitle });
    expect(await within(answer).findByText(gasStatusLabels.partially_gasified)).toBeVisible();
    expect(screen.getByRole('combobox', { name: t.addressLabel })).toHaveValue('г Порхов');
    expect(screen.queryByRole('button', { name: /г Порхов/ })).toBeNull();
  });

  it('stops offering the visitor’s settlement once they type', async () => {
    located = true;
    renderAt(toolPaths.checkAddress, toolPaths.checkAddress, <AddressCheckPage />);
    await screen.findByRole('button', { name: /г Порхов/ });
    await user().type(screen.getByRole('combobox'), 'П');
    expect(screen.queryByRole('button', { name: /г Порхов/ })).toBeNull();
  });

  it('tells an address outside our registry and still offers to apply', async () => {
    renderAt(toolPaths.checkAddress, toolPaths.checkAddress, <AddressCheckPage />);
    await user().type(await screen.findByRole('combobox'), 'Порховец');
    await settle();
    await user().click(await screen.findByRole('option', { name: /г Порховец/ }));
    expect(await screen.findByText(t.notInRegistry)).toBeVisible();
    expect(screen.getByRole('link', { name: t.apply })).toBeVisible();
  });

  it('shows the seeds’ message when the suggestions fail', async () => {
    failSuggestions = true;
    renderAt(toolPaths.checkAddress, toolPaths.checkAddress, <AddressCheckPage />);
    await user().type(await screen.findByRole('combobox'), 'Порх');
    await settle();
    expect(await screen.findByRole('alert')).toHaveTextContent(addressCheckMessages.failed);
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('asks nothing for a single letter', async () => {
    renderAt(toolPaths.checkAddress, toolPaths.checkAddress, <AddressCheckPage />);
    await user().type(await screen.findByRole('combobox'), 'П');
    await settle();
    expect(queries).toEqual([]);
  });
});
