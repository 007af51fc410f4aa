import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN, API, useApi } from './testApi';

const { server, requests, provider } = useApi();

const user = {
  type: 'user',
  id: '7',
  attributes: { user_full_name: 'Петров Иван Сергеевич', policy_agreed_at: null },
};

describe('search', () => {
  it('GETs /search with the one key as it is and flattens the matches', async () => {
    let search = '';
    server.use(
      http.get(`${ADMIN}/users/search`, ({ request }) => {
        search = decodeURIComponent(new URL(request.url).search);
        return HttpResponse.json({ data: [user] });
      }),
    );
    const { data } = await provider().dataProvider.search('users', {
      filter: { phone: '+7 (911) 000-00-01' },
    });
    expect(search).toBe('?phone=+7 (911) 000-00-01');
    expect(data).toEqual([
      { id: '7', user_full_name: 'Петров Иван Сергеевич', policy_agreed_at: null },
    ]);
  });
});

describe('removePolicyAgreement', () => {
  it('DELETEs /<id>/policy_agreement and answers the changed record', async () => {
    server.use(
      http.delete(`${ADMIN}/users/7/policy_agreement`, () => HttpResponse.json({ data: user })),
    );
    const { data } = await provider().dataProvider.removePolicyAgreement('users', { id: 7 });
    expect(requests).toEqual([`DELETE ${ADMIN}/users/7/policy_agreement`]);
    expect(data).toMatchObject({ id: '7', policy_agreed_at: null });
  });

  it('answers {id} for an empty body', async () => {
    server.use(
      http.delete(
        `${ADMIN}/users/7/policy_agreement`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    const { data } = await provider().dataProvider.removePolicyAgreement('users', { id: '7' });
    expect(data).toEqual({ id: '7' });
  });
});

describe('reassignLeads', () => {
  it('POSTs the target and the chosen leads, answers the moved leads and their count', async () => {
    let body: unknown;
    server.use(
      http.post(`${ADMIN}/users/7/leads_reassign`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          data: [{ type: 'lead', id: '1', attributes: { uid: '60-ПС-000101', user_id: '8' } }],
          meta: { reassigned: 1, target_user_id: '8' },
        });
      }),
    );
    const answer = await provider().dataProvider.reassignLeads('users', {
      id: 7,
      targetUserId: 8,
      leadIds: [1],
    });
    expect(body).toEqual({
      data: { type: 'leads_reassign', attributes: { target_user_id: '8', lead_ids: ['1'] } },
    });
    expect(answer).toEqual({
      data: [{ id: '1', uid: '60-ПС-000101', user_id: '8' }],
      reassigned: 1,
    });
  });

  it('leaves lead_ids out when every lead moves', async () => {
    let body: unknown;
    server.use(
      http.post(`${ADMIN}/users/7/leads_reassign`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ meta: {} });
      }),
    );
    const answer = await provider().dataProvider.reassignLeads('users', { id: 7, targetUserId: 8 });
    expect(body).toEqual({
      data: { type: 'leads_reassign', attributes: { target_user_id: '8' } },
    });
    expect(answer.reassigned).toBe(0);
  });
});

describe('report', () => {
  it('GETs the report with the filters and the format, saves it under the server name', async () => {
    let search = '';
    server.use(
      http.get(`${ADMIN}/user_reports/base_report`, ({ request }) => {
        search = decodeURIComponent(new URL(request.url).search);
        return new HttpResponse('PK', {
          headers: { 'Content-Disposition': 'attachment; filename="base_report.xlsx"' },
        });
      }),
    );
    const { dataProvider, saveBlob } = provider();
    const { data } = await dataProvider.report('user_reports/base_report', {
      filter: { blocked: true, query: '' },
      format: 'xlsx',
      filename: 'Заявители.xlsx',
    });
    expect(search).toBe('?blocked=true&format=xlsx');
    expect(saveBlob.mock.calls[0]?.[1]).toBe('base_report.xlsx');
    expect(data).toEqual({ filename: 'base_report.xlsx', size: 2 });
  });

  it('names the file with the given name without Content-Disposition', async () => {
    server.use(
      http.get(`${ADMIN}/organizations/region_affiliation_report`, () => new HttpResponse('PK')),
    );
    const { dataProvider, saveBlob } = provider();
    await dataProvider.report('organizations/region_affiliation_report', {
      format: 'xlsx',
      filename: 'Отчёт.xlsx',
    });
    expect(saveBlob.mock.calls[0]?.[1]).toBe('Отчёт.xlsx');
  });

  it('saves nothing when the server refuses', async () => {
    server.use(
      http.get(`${ADMIN}/organizations_admins_report`, () =>
        HttpResponse.json({ errors: [{ title: 'Доступ запрещён' }] }, { status: 403 }),
      ),
    );
    const { dataProvider, saveBlob } = provider();
    await expect(
      dataProvider.report('organizations_admins_report', { format: 'xlsx', filename: 'x.xlsx' }),
    ).rejects.toMatchObject({ status: 403 });
    expect(saveBlob).not.toHaveBeenCalled();
  });
});

describe('saveMultipart', () => {
  it('POSTs the form data to create, PATCHes it to update, answers the saved record', async () => {
    const seen: string[] = [];
    server.use(
      http.post(`${ADMIN}/services`, async ({ request }) => {
        seen.push((await request.formData()).get('service[name]') as string);
        return HttpResponse.json(
          { data: { type: 'service', id: '3', attributes: { name: 'Подключение' } } },
          { status: 201 },
        );
      }),
      http.patch(`${ADMIN}/services/3`, async ({ request }) => {
        seen.push((await request.formData()).get('service[name]') as string);
        return HttpResponse.json({
          data: { type: 'service', id: '3', attributes: { name: 'Догазификация' } },
        });
      }),
    );
    const form = (name: string) => {
      const body = new FormData();
      body.append('service[name]', name);
      return body;
    };
    const { dataProvider } = provider({ paths: { 'lead_dictionary/services': 'services' } });
    const created = await dataProvider.saveMultipart('lead_dictionary/services', {
      body: form('Подключение'),
    });
    const updated = await dataProvider.saveMultipart('lead_dictionary/services', {
      id: 3,
      body: form('Догазификация'),
    });
    expect(requests).toEqual([`POST ${ADMIN}/services`, `PATCH ${ADMIN}/services/3`]);
    expect(seen).toEqual(['Подключение', 'Догазификация']);
    expect(created.data).toEqual({ id: '3', name: 'Подключение' });
    expect(updated.data).toEqual({ id: '3', name: 'Догазификация' });
  });
});

describe('getSettings and updateSettings', () => {
  it("GETs the section's one record", async () => {
    server.use(
      http.get(`${ADMIN}/organizations/4/settings`, () =>
        HttpResponse.json({
          data: {
            type: 'organization_setting',
            id: '4',
            attributes: { accepts_applications: true, organization_id: '4' },
          },
        }),
      ),
    );
    const { data } = await provider().dataProvider.getSettings('organizations', {
      id: 4,
      section: 'settings',
    });
    expect(data).toEqual({ id: '4', accepts_applications: true, organization_id: '4' });
  });

  it('PATCHes {data: {type, attributes}} without an id and answers the saved record', async () => {
    let body: unknown;
    server.use(
      http.patch(`${ADMIN}/organizations/4/services`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          data: {
            type: 'organization_services',
            id: '4',
            attributes: { service_ids: ['2'] },
            relationships: { services: { data: [{ type: 'service', id: '2' }] } },
          },
          included: [{ type: 'service', id: '2', attributes: { name: 'Подключение' } }],
        });
      }),
    );
    const { data } = await provider().dataProvider.updateSettings('organizations', {
      id: 4,
      section: 'services',
      type: 'organization_services',
      data: { service_ids: ['2'] },
    });
    expect(body).toEqual({
      data: { type: 'organization_services', attributes: { service_ids: ['2'] } },
    });
    expect(data).toMatchObject({ id: '4', service_ids: ['2'] });
  });
});

describe('sendConfirmation and sendRecovery', () => {
  it('POST /<id>/send_confirmation and /send_recovery with no body', async () => {
    server.use(
      http.post(`${ADMIN}/admin_users/5/send_confirmation`, () =>
        HttpResponse.json({ meta: { sent: true } }),
      ),
      http.post(`${ADMIN}/admin_users/5/send_recovery`, () =>
        HttpResponse.json({ meta: { sent: true } }),
      ),
    );
    const maps = { paths: { operators: 'admin_users' } };
    const { dataProvider } = provider(maps);
    expect(await dataProvider.sendConfirmation('operators', { id: 5 })).toEqual({
      data: { id: 5 },
    });
    await dataProvider.sendRecovery('operators', { id: 5 });
    expect(requests).toEqual([
      `POST ${ADMIN}/admin_users/5/send_confirmation`,
      `POST ${ADMIN}/admin_users/5/send_recovery`,
    ]);
  });
});

describe('activeBanners', () => {
  it('GETs the banners of the context under the provider API URL', async () => {
    let context: string | null = null;
    server.use(
      http.get(`${ADMIN}/ad/infobanners`, ({ request }) => {
        context = new URL(request.url).searchParams.get('context');
        return HttpResponse.json({
          data: [
            { type: 'infobanner', id: '1', attributes: { title: 'Работы', priority: 'high' } },
          ],
        });
      }),
    );
    const { data } = await provider().dataProvider.activeBanners('ad/infobanners', {
      context: 'admin',
    });
    expect(context).toBe('admin');
    expect(requests).toEqual([`GET ${API}/v1/admin/ad/infobanners`]);
    expect(data).toEqual([{ id: '1', title: 'Работы', priority: 'high' }]);
  });
});

describe('massUpdate and resendToCc', () => {
  it('send the selected ids (and the one field) and answer the counts', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(`${ADMIN}/settlements/mass_update`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ meta: { updated: 2 } });
      }),
      http.post(`${ADMIN}/settlements/resend_to_cc`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ meta: { queued: 2 } }, { status: 202 });
      }),
    );
    const { dataProvider } = provider();
    const updated = await dataProvider.massUpdate('settlements', {
      ids: [1, 2],
      attributes: { gas_status: 'gasified' },
    });
    const queued = await dataProvider.resendToCc('settlements', { ids: [1, 2] });
    expect(updated).toEqual({ updated: 2 });
    expect(queued).toEqual({ queued: 2 });
    expect(bodies).toEqual([
      { data: { ids: ['1', '2'], attributes: { gas_status: 'gasified' } } },
      { data: { ids: ['1', '2'] } },
    ]);
  });
});
