import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../providers';
import { ratingSiteTexts } from '../ratings/texts';
import { origin, renderAt, serveApi } from '../testing';
import ContactsPage from './ContactsPage';
import RegionalBenefitsPage from './RegionalBenefitsPage';
import ResolutionPage from './ResolutionPage';
import ResponsibleOrganizationsPage from './ResponsibleOrganizationsPage';
import RopoPage from './RopoPage';
import ServiceOperatorsPage from './ServiceOperatorsPage';
import { infoTexts as t } from './texts';

const asked: string[] = [];
const regions = [
  { type: 'region', id: '60', attributes: { name: 'Псковская область', code: '60' } },
  { type: 'region', id: '50', attributes: { name: 'Московская область', code: '50' } },
];
const organization = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  type: 'organization',
  id,
  attributes: { name, unified_phone: '78112000000', phones: [], email: null, ...extra },
  relationships: { legal_address: { data: { type: 'address', id: `a${id}` } } },
});
const address = (id: string) => ({
  type: 'address',
  id,
  attributes: {
    zip_code: '180000',
    region: 'Псковская область',
    city: 'г. Псков',
    street: 'ул. Гражданская',
    house: 'д. 5',
  },
});
const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${decodeURIComponent(url.search)}`;
};

serveApi(
  [
    http.get(`${origin}/v1/regions`, () => HttpResponse.json({ data: regions })),
    http.get(`${origin}/v1/regional_benefits`, ({ request }) => {
      asked.push(pathOf(request));
      const region = new URL(request.url).searchParams.get('region_id');
      return HttpResponse.json({
        data:
          region === '60'
            ? [
                {
                  type: 'regional_benefit',
                  id: '1',
                  attributes: {
                    name: 'Субсидия на догазификацию',
                    description: 'До 100 000 ₽.',
                    legal_basis: 'Постановление № 452',
                    valid_from: '2022-01-01',
                    valid_to: null,
                    organization_name: 'АО «Газпром газораспределение Псков»',
                  },
                },
              ]
            : [],
      });
    }),
    http.get(`${origin}/v1/organizations/social_assistance`, ({ request }) => {
      asked.push(pathOf(request));
      return HttpResponse.json({
        data: [organization('7', 'Комитет по социальной защите Псковской области')],
      });
    }),
    http.get(`${origin}/v1/organizations`, ({ request }) => {
      asked.push(pathOf(request));
      const params = new URL(request.url).searchParams;
      const kinds = params.getAll('affiliation_kinds[]').join();
      if (kinds === 'eog')
        return HttpResponse.json({
          data: [organization('9', 'ЕОГ', { unified_phone: '78001014747' })],
        });
      if (kinds === 'rog')
        return HttpResponse.json({
          data: [organization('1', 'АО «Газпром газораспределение Псков»')],
          included: [address('a1')],
        });
      return HttpResponse.json({
        data: [
          organization('1', 'АО «Газпром газораспределение Псков»', {
            phones: ['78112000001'],
            email: 'info@pskov.example',
          }),
          organization('2', 'ООО «Псковская газовая компания»', { unified_phone: '78115300200' }),
        ],
        included: [address('a1')],
      });
    }),
    http.get(`${origin}/v1/services`, ({ request }) => {
      asked.push(pathOf(request));
      const provider = (id: string, name: string) => ({
        type: 'organization',
        id,
        attributes: { name, unified_phone: null, phones: [] },
      });
      return HttpResponse.json({
        data: [
          {
            type: 'service',
            id: '5',
            attributes: { name: 'Подключение' },
            relationships: {
              organizations: {
                data: [
                  { type: 'organization', id: '1' },
                  { type: 'organization', id: '2' },
                ],
              },
            },
          },
          {
            type: 'service',
            id: '6',
            attributes: { name: 'Пуск газа' },
            relationships: { organizations: { data: [{ type: 'organization', id: '1' }] } },
          },
        ],
        included: [provider('1', 'Мособлгаз'), provider('2', 'Газпром газораспределение Псков')],
      });
    }),
  ],
  asked,
);

afterEach(() => tokenStore.clear());

describe('/regional_benefits', () => {
  it("shows a region's benefits and keeps the region for the responsible organizations", async () => {
    renderAt('/regional_benefits', '/regional_benefits', <RegionalBenefitsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: t.benefits })).toBeVisible();
    expect(screen.getByText(t.benefitsPick)).toBeVisible();
    const select = screen.getByRole('combobox', { name: t.region });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: '60' } });
    const card = (await screen.findByRole('heading', { name: 'Субсидия на догазификацию' }))
      .parentElement!;
    expect(card).toHaveTextContent('Постановление № 452');
    expect(card).toHaveTextContent('с 01.01.2022');
    expect(card).toHaveTextContent('АО «Газпром газораспределение Псков»');
    expect(asked).toContain('/v1/regional_benefits?page=1&per=100&order_type=desc&region_id=60');
    expect(screen.getByRole('link', { name: t.responsible })).toHaveAttribute(
      'href',
      '/regional_benefits/responsible_organizations?region_id=60',
    );
    fireEvent.change(select, { target: { value: '50' } });
    expect(await screen.findByText(t.benefitsEmpty)).toBeVisible();
  });

  it('lists the organizations responsible for social assistance in the region', async () => {
    renderAt(
      '/regional_benefits/responsible_organizations?region_id=60',
      '/regional_benefits/responsible_organizations',
      <ResponsibleOrganizationsPage />,
    );
    expect(
      await screen.findByRole('heading', {
        name: 'Комитет по социальной защите Псковской области',
      }),
    ).toBeVisible();
    expect(
      asked.some(
        (p) => p.startsWith('/v1/organizations/social_assistance?') && p.includes('region_id=60'),
      ),
    ).toBe(true);
    expect(screen.getByRole('link', { name: t.toBenefits })).toHaveAttribute(
      'href',
      '/regional_benefits?region_id=60',
    );
  });
});

describe('/contacts', () => {
  it("shows the contact centre, then a region's organizations and one of them", async () => {
    renderAt('/contacts', '/contacts', <ContactsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: t.contacts })).toBeVisible();
    expect(await screen.findByRole('link', { name: '8 (800) 101-47-47' })).toBeVisible();
    expect(screen.getByRole('button', { name: t.hotline })).toBeVisible();
    const region = screen.getByRole('combobox', { name: t.region });
    await waitFor(() => expect(within(region).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(region, { target: { value: '60' } });
    const pskov = (
      await screen.findByRole('heading', { name: 'АО «Газпром газораспределение Псков»' })
    ).parentElement!;
    expect(pskov).toHaveTextContent('+7 (811) 200-00-00');
    expect(pskov).toHaveTextContent('+7 (811) 200-00-01');
    expect(pskov).toHaveTextContent('info@pskov.example');
    expect(pskov).toHaveTextContent('180000, Псковская область, г. Псков, ул. Гражданская, д. 5');
    expect(
      asked.some(
        (p) =>
          p.includes('region_id=60') &&
          p.includes(
            'affiliation_kinds[]=gro&affiliation_kinds[]=ngro&affiliation_kinds[]=rog&affiliation_kinds[]=eog',
          ),
      ),
    ).toBe(true);
    expect(screen.getByRole('heading', { name: 'ООО «Псковская газовая компания»' })).toBeVisible();

    fireEvent.change(screen.getByRole('combobox', { name: t.organization }), {
      target: { value: '2' },
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'АО «Газпром газораспределение Псков»' }),
      ).toBeNull(),
    );
    expect(screen.getByRole('heading', { name: 'ООО «Псковская газовая компания»' })).toBeVisible();
  });

  it('sends an anonymous visitor from the appeals entry to the login page', async () => {
    renderAt('/contacts', '/contacts', <ContactsPage />);
    // No rate-quality button without a session, and no call for the applicant's leads.
    expect(screen.queryByRole('button', { name: ratingSiteTexts.button })).toBeNull();
    expect(asked.some((p) => p.startsWith('/v1/leads'))).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: t.appealOpen }));
    expect(screen.getByTestId('path')).toHaveTextContent('/not_auth');
  });
});

describe('/ropo, /resolution, /service_operators', () => {
  it('/ropo lists the regional gas operators of the chosen region', async () => {
    renderAt('/ropo?region_id=60', '/ropo', <RopoPage />);
    expect(await screen.findByRole('heading', { level: 1, name: t.ropo })).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'АО «Газпром газораспределение Псков»' }),
    ).toBeVisible();
    expect(
      asked.some((p) => p.includes('region_id=60') && p.endsWith('affiliation_kinds[]=rog')),
    ).toBe(true);
  });

  it('/resolution names the legal acts', async () => {
    renderAt('/resolution', '/resolution', <ResolutionPage />);
    expect(screen.getByRole('heading', { level: 1, name: t.resolution })).toBeVisible();
    expect(screen.getByText(/от 13\.09\.2021 № 1547/)).toBeVisible();
  });

  it('/service_operators turns the services round: each organization with its services', async () => {
    renderAt('/service_operators', '/service_operators', <ServiceOperatorsPage />);
    const mos = (await screen.findByRole('heading', { name: 'Мособлгаз' })).parentElement!;
    expect(
      within(mos)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Подключение', 'Пуск газа']);
    const pskov = screen.getByRole('heading', {
      name: 'Газпром газораспределение Псков',
    }).parentElement!;
    expect(within(pskov).getByRole('link', { name: 'Подключение' })).toHaveAttribute(
      'href',
      '/services/5',
    );
    expect(
      asked.some((p) => p.startsWith('/v1/services') && p.includes('included=organizations')),
    ).toBe(true);
    // Alphabetical: Газпром… before Мособлгаз.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Газпром газораспределение Псков', 'Мособлгаз']);
  });
});
