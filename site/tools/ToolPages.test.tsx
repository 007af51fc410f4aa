import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { connectionFeeMessages, feeCategoryLabels } from '../../src/domain/connectionFee';
import { origin, renderAt, serveApi } from '../testing';
import CalculatorPage from './CalculatorPage';
import DogasificationStagesPage from './DogasificationStagesPage';
import GasificationProgramPage from './GasificationProgramPage';
import GroListPage from './GroListPage';
import { toolPaths } from './paths';
import { dogasificationStages, toolTexts as t } from './texts';

const programmeQueries: string[] = [];
/** The region `GET /v1/address_suggestions/iplocate` places the visitor in (none by default). */
let locatedRegion: string | null = null;
let locateCalls = 0;
const organizationQueries: string[] = [];
const regions = [
  { type: 'region', id: '60', attributes: { name: 'Псковская область', code: '60' } },
  { type: 'region', id: '47', attributes: { name: 'Ленинградская область', code: '47' } },
];

serveApi(
  [
    http.get(`${origin}/v1/regions`, () => HttpResponse.json({ data: regions })),
    http.get(`${origin}/v1/address_suggestions/iplocate`, () => {
      locateCalls += 1;
      return HttpResponse.json({
        data: locatedRegion
          ? {
              type: 'address_suggestion',
              id: 'iplocate',
              attributes: {
                value: 'г Гатчина',
                unrestricted_value: '188300, Ленинградская обл, Гатчинский р-н, г Гатчина',
                data: { city: 'Гатчина', region_with_type: 'Ленинградская обл' },
                settlement_id: null,
                region_id: locatedRegion,
              },
            }
          : null,
      });
    }),
    http.get(`${origin}/v1/connection_fee_rates/:id`, ({ params }) =>
      HttpResponse.json({
        data: {
          type: 'connection_fee_rate',
          id: params.id,
          attributes: {
            region_name: 'Ленинградская область',
            fee_kinds: [
              { kind: 'preferential', name: 'Льготная', amount: '0.00' },
              { kind: 'standard', name: 'С2', amount: '97410.25' },
            ],
            organizations: [
              {
                id: '5',
                name: 'АО «Газпром газораспределение Ленинградская область»',
                tariff_rates: [
                  { type_name: 'Стандартизированная ставка', value: '1000.50', unit: '₽/м' },
                ],
              },
            ],
          },
        },
      }),
    ),
    http.get(`${origin}/v1/gasification_programs/items`, ({ request }) => {
      programmeQueries.push(new URL(request.url).searchParams.getAll('region_ids[]').join(','));
      return HttpResponse.json({
        data: [
          {
            type: 'gasification_program_item',
            id: '1',
            attributes: {
              name: 'Межпоселковый газопровод Бежаницы — Локня',
              year: 2025,
              completion_plan_date: '2026-12-20',
              item_settlements: [
                { name: 'Бежаницы', home_ownerships_count: 640, settlement_connected: true },
                { name: 'Локня', home_ownerships_count: null, settlement_connected: false },
              ],
            },
            relationships: { region: { data: { type: 'region', id: '60' } } },
          },
        ],
        meta: { total_count: 1 },
      });
    }),
    http.get(`${origin}/v1/organizations`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      organizationQueries.push(
        `${params.getAll('affiliation_kinds[]').join(',')}|${params.get('region_id') ?? ''}`,
      );
      return HttpResponse.json({
        data: params.get('region_id')
          ? []
          : [
              {
                type: 'organization',
                id: '2',
                attributes: {
                  name: 'АО «Газпром газораспределение Псков»',
                  unified_phone: '78112000100',
                  phones: ['78112000100', '78112000101'],
                },
                relationships: { gro_regions: { data: [{ type: 'region', id: '60' }] } },
              },
            ],
      });
    }),
  ],
  programmeQueries,
  organizationQueries,
);

describe('/calculator', () => {
  afterEach(() => {
    locatedRegion = null;
    locateCalls = 0;
  });

  it('starts from the region the visitor’s IP address places them in, until they pick another', async () => {
    locatedRegion = '47';
    const user = userEvent.setup();
    renderAt(toolPaths.calculator, toolPaths.calculator, <CalculatorPage />);
    const region = await screen.findByRole('combobox', { name: t.regionLabel });
    const result = screen.getByRole('region', { name: t.resultTitle });
    expect(await within(result).findByText('97 410,25 ₽')).toBeVisible();
    expect(region).toHaveDisplayValue('Ленинградская область');
    expect(region).toHaveAccessibleDescription(t.regionLocated);

    await user.selectOptions(region, 'Псковская область');
    expect(region).toHaveDisplayValue('Псковская область');
    expect(region).toHaveAccessibleDescription(t.regionHint);
    await user.selectOptions(region, t.chooseRegion);
    expect(await within(result).findByText(t.chooseRegionFirst)).toBeVisible();
  });

  it('leaves the region to the visitor when the address service places them nowhere we serve', async () => {
    locatedRegion = '999';
    renderAt(toolPaths.calculator, toolPaths.calculator, <CalculatorPage />);
    const region = await screen.findByRole('combobox', { name: t.regionLabel });
    await screen.findByRole('option', { name: 'Псковская область' });
    await waitFor(() => expect(locateCalls).toBeGreaterThan(0));
    expect(await screen.findByText(t.chooseRegionFirst)).toBeVisible();
    expect(region).toHaveDisplayValue(t.chooseRegion);
    expect(region).toHaveAccessibleDescription(t.regionHint);
  });

  it('computes the fee as the inputs change, with two decimals and the space separator', async () => {
    const user = userEvent.setup();
    renderAt(toolPaths.calculator, toolPaths.calculator, <CalculatorPage />);
    expect(await screen.findByText(t.chooseRegionFirst)).toBeVisible();
    // Every input is labelled and explained.
    const consumption = screen.getByRole('textbox', { name: t.consumptionLabel });
    expect(consumption).toHaveAccessibleDescription(t.consumptionHint);
    const distance = screen.getByRole('textbox', { name: t.distanceLabel });
    expect(distance).toHaveAccessibleDescription(t.distanceHint);

    await user.selectOptions(
      await screen.findByRole('combobox', { name: t.regionLabel }),
      'Ленинградская область',
    );
    const result = screen.getByRole('region', { name: t.resultTitle });
    expect(await within(result).findByText('97 410,25 ₽')).toBeVisible();
    expect(
      within(result).getByText(new RegExp(feeCategoryLabels.first.slice(0, 16))),
    ).toBeVisible();

    // Over 200 m: the second category adds the ГРО's rate per metre.
    await user.clear(distance);
    await user.type(distance, '300');
    expect(await within(result).findByText('397 560,25 ₽')).toBeVisible();

    await user.selectOptions(
      screen.getByRole('combobox', { name: t.connectionKindLabel }),
      'dogasification',
    );
    expect(await within(result).findByText('0,00 ₽')).toBeVisible();
    expect(within(result).getByText(connectionFeeMessages.free)).toBeVisible();

    await user.selectOptions(
      screen.getByRole('combobox', { name: t.accountTypeLabel }),
      'legal_entity',
    );
    expect(await within(result).findByText(connectionFeeMessages.dogasificationOnly)).toBeVisible();

    await user.clear(consumption);
    expect(await within(result).findByText(connectionFeeMessages.consumption)).toBeVisible();
  });
});

describe('/gasification_program', () => {
  it('lists the programme items with their settlements, by region', async () => {
    const user = userEvent.setup();
    renderAt(
      toolPaths.gasificationProgram,
      toolPaths.gasificationProgram,
      <GasificationProgramPage />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Межпоселковый газопровод Бежаницы — Локня' }),
    ).toBeVisible();
    const settlements = screen.getByRole('list', {
      name: `${t.settlements}: Межпоселковый газопровод Бежаницы — Локня`,
    });
    expect(
      within(settlements)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Бежаницы — домовладений: 640', 'Локня']);
    expect(await screen.findByText('Псковская область · 2025')).toBeVisible();
    expect(screen.getByText('20.12.2026')).toBeVisible();
    await user.selectOptions(
      screen.getByRole('combobox', { name: t.regionLabel }),
      'Псковская область',
    );
    await waitFor(() => expect(programmeQueries).toContain('60'));
  });
});

describe('/list_gro', () => {
  it('lists the ГРО with their regions and phones, and says when a region has none', async () => {
    const user = userEvent.setup();
    renderAt(toolPaths.listGro, toolPaths.listGro, <GroListPage />);
    const heading = await screen.findByRole('heading', {
      name: 'АО «Газпром газораспределение Псков»',
    });
    const card = within(heading.closest('li')!);
    expect(organizationQueries[0]).toBe('gro|');
    expect(await card.findByText('Псковская область')).toBeVisible();
    expect(card.getByRole('link', { name: '+7 (811) 200-01-00' })).toHaveAttribute(
      'href',
      'tel:+78112000100',
    );
    expect(card.getByRole('link', { name: '+7 (811) 200-01-01' })).toBeVisible();
    await user.selectOptions(
      screen.getByRole('combobox', { name: t.regionLabel }),
      'Ленинградская область',
    );
    expect(await screen.findByText(t.groEmpty)).toBeVisible();
    expect(organizationQueries).toContain('gro|47');
  });
});

describe('/stages/dogasification', () => {
  it('shows the stages in order and leads on to the address check', () => {
    renderAt(
      toolPaths.dogasificationStages,
      toolPaths.dogasificationStages,
      <DogasificationStagesPage />,
    );
    expect(screen.getByRole('heading', { level: 1, name: t.stagesTitle })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      dogasificationStages.map((s) => s.title),
    );
    expect(screen.getByRole('link', { name: t.checkTitle })).toHaveAttribute(
      'href',
      toolPaths.checkAddress,
    );
  });
});
