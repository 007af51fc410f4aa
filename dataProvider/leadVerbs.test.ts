import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN, useApi } from './testApi';

const { server, provider } = useApi();

/** Records the last request's method, path with query, and JSON body. */
function recorder() {
  const seen: { method?: string; url?: string; body?: unknown } = {};
  const take = async (request: Request) => {
    const url = new URL(request.url);
    seen.method = request.method;
    seen.url = `${url.pathname}${url.search}`;
    const text = await request.text();
    seen.body = text ? JSON.parse(text) : undefined;
  };
  return { seen, take };
}

const leadDoc = (attributes: Record<string, unknown>) => ({
  data: { type: 'lead', id: '1', attributes },
});

describe('statusMoves', () => {
  it('answers meta.allowed_statuses, strings only', async () => {
    server.use(
      http.get(`${ADMIN}/leads/1/status_moves`, () =>
        HttpResponse.json({ data: null, meta: { allowed_statuses: ['pending', 3, 'denied'] } }),
      ),
    );
    const { data } = await provider().dataProvider.statusMoves('leads', { id: 1 });
    expect(data).toEqual(['pending', 'denied']);
  });

  it('answers none when the server names none', async () => {
    server.use(http.get(`${ADMIN}/leads/2/status_moves`, () => HttpResponse.json({ data: null })));
    expect((await provider().dataProvider.statusMoves('leads', { id: 2 })).data).toEqual([]);
  });
});

describe('history', () => {
  it('GETs …/history?per=100 and flattens the entries', async () => {
    const { seen, take } = recorder();
    server.use(
      http.get(`${ADMIN}/leads/1/history`, async ({ request }) => {
        await take(request);
        return HttpResponse.json({
          data: [{ type: 'lead_status_change', id: '2', attributes: { to_status: 'pending' } }],
        });
      }),
    );
    const { data } = await provider().dataProvider.history('leads', { id: 1 });
    expect(seen.url).toBe('/v1/admin/leads/1/history?per=100');
    expect(data).toEqual([{ id: '2', to_status: 'pending' }]);
  });
});

describe('editLead', () => {
  it('PATCHes the body as built and answers the saved lead', async () => {
    const { seen, take } = recorder();
    server.use(
      http.patch(`${ADMIN}/leads/1`, async ({ request }) => {
        await take(request);
        return HttpResponse.json(leadDoc({ extra_info: 'Звонить' }));
      }),
    );
    const body = {
      data: {
        type: 'lead' as const,
        id: '1',
        attributes: { extra_info: 'Звонить' },
        relationships: { branch: { data: null } },
      },
    };
    const { data } = await provider().dataProvider.editLead('leads', { id: 1, body });
    expect(seen).toEqual({ method: 'PATCH', url: '/v1/admin/leads/1', body });
    expect(data).toEqual({ id: '1', extra_info: 'Звонить' });
  });
});

describe('changeService', () => {
  it('PATCHes …/change_service with the service relationship', async () => {
    const { seen, take } = recorder();
    server.use(
      http.patch(`${ADMIN}/leads/1/change_service`, async ({ request }) => {
        await take(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { data } = await provider().dataProvider.changeService('leads', { id: 1, serviceId: 6 });
    expect(seen.body).toEqual({
      data: { type: 'lead', relationships: { service: { data: { type: 'service', id: '6' } } } },
    });
    expect(data).toEqual({ id: '1' });
  });
});

describe('changePersonalManager', () => {
  it('PATCHes …/change_personal_manager; null removes the manager', async () => {
    const { seen, take } = recorder();
    server.use(
      http.patch(`${ADMIN}/leads/1/change_personal_manager`, async ({ request }) => {
        await take(request);
        return HttpResponse.json(leadDoc({}));
      }),
    );
    const dp = provider().dataProvider;
    await dp.changePersonalManager('leads', { id: 1, adminId: 16 });
    expect(seen.body).toEqual({
      data: { type: 'lead', relationships: { admin: { data: { type: 'admin', id: '16' } } } },
    });
    await dp.changePersonalManager('leads', { id: 1, adminId: null });
    expect(seen.body).toEqual({ data: { type: 'lead', relationships: { admin: { data: null } } } });
  });
});

describe('contract', () => {
  it('answers the lead’s contract', async () => {
    server.use(
      http.get(`${ADMIN}/leads/1/contract`, () =>
        HttpResponse.json({ data: { type: 'contract', id: '5', attributes: { number: 'Д-1' } } }),
      ),
    );
    expect((await provider().dataProvider.contract('leads', { id: 1 })).data).toEqual({
      id: '5',
      number: 'Д-1',
    });
  });

  it('answers null for data: null and for a 404', async () => {
    server.use(
      http.get(`${ADMIN}/leads/1/contract`, () => HttpResponse.json({ data: null })),
      http.get(`${ADMIN}/leads/2/contract`, () =>
        HttpResponse.json({ errors: [{ code: 'not_found', detail: 'Нет' }] }, { status: 404 }),
      ),
    );
    const dp = provider().dataProvider;
    expect((await dp.contract('leads', { id: 1 })).data).toBeNull();
    expect((await dp.contract('leads', { id: 2 })).data).toBeNull();
  });
});

describe('createContract', () => {
  it('POSTs the filled attributes only', async () => {
    const { seen, take } = recorder();
    server.use(
      http.post(`${ADMIN}/leads/1/contract`, async ({ request }) => {
        await take(request);
        return HttpResponse.json({ data: { type: 'contract', id: '5', attributes: {} } });
      }),
    );
    const { data } = await provider().dataProvider.createContract('leads', {
      id: 1,
      attributes: {
        number: ' Д-1 ',
        note: '',
        amount: null,
        is_writing: false,
        current_problem_slug: 'probliem_niet',
        gas_distribution_station: null,
        contracts_connection_features: ['31', '32'],
      },
    });
    // The ГРС and the features go as the live API's relationships.
    expect(seen.body).toEqual({
      data: {
        type: 'contract',
        attributes: { number: 'Д-1', is_writing: false, current_problem_slug: 'probliem_niet' },
        relationships: {
          contracts_connection_features: {
            data: { type: 'contracts_connection_features', attributes: ['31', '32'] },
          },
        },
      },
    });
    expect(data).toEqual({ id: '5' });
  });
});

describe('updateContract', () => {
  it('PATCHes the changes as given, null included', async () => {
    const { seen, take } = recorder();
    server.use(
      http.patch(`${ADMIN}/leads/1/contract`, async ({ request }) => {
        await take(request);
        return HttpResponse.json({ data: { type: 'contract', id: '5', attributes: {} } });
      }),
    );
    await provider().dataProvider.updateContract('leads', {
      id: 1,
      attributes: {
        number: 'Д-2',
        note: null,
        gas_distribution_station: null,
        contracts_connection_features: [],
      },
    });
    expect(seen.body).toEqual({
      data: {
        type: 'contract',
        attributes: { number: 'Д-2', note: null },
        relationships: {
          gas_distribution_station: { data: null },
          contracts_connection_features: {
            data: { type: 'contracts_connection_features', attributes: [] },
          },
        },
      },
    });
  });
});

describe('updateContractDates', () => {
  it('PUTs …/contract/update_dates', async () => {
    const { seen, take } = recorder();
    server.use(
      http.put(`${ADMIN}/leads/1/contract/update_dates`, async ({ request }) => {
        await take(request);
        return HttpResponse.json({ data: { type: 'contract', id: '5', attributes: {} } });
      }),
    );
    await provider().dataProvider.updateContractDates('leads', {
      id: 1,
      attributes: { valid_until: '2026-12-31' },
    });
    expect(seen.body).toEqual({
      data: { type: 'contract', attributes: { valid_until: '2026-12-31' } },
    });
  });
});

describe('deleteContract', () => {
  it('DELETEs the lead’s contract', async () => {
    const { seen, take } = recorder();
    server.use(
      http.delete(`${ADMIN}/leads/1/contract`, async ({ request }) => {
        await take(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect((await provider().dataProvider.deleteContract('leads', { id: 1 })).data).toEqual({
      id: 1,
    });
    expect(seen.method).toBe('DELETE');
  });
});

describe('moveContract', () => {
  it('PUTs {status, note} and adds confirmed only when true', async () => {
    const { seen, take } = recorder();
    server.use(
      http.put(`${ADMIN}/leads/1/contract/update_status`, async ({ request }) => {
        await take(request);
        return HttpResponse.json({ data: { type: 'contract', id: '5', attributes: {} } });
      }),
    );
    const dp = provider().dataProvider;
    await dp.moveContract('leads', { id: 1, status: 'on_applicant_sign', note: 'Готово' });
    expect(seen.body).toEqual({
      data: { type: 'contract', attributes: { status: 'on_applicant_sign', note: 'Готово' } },
    });
    await dp.moveContract('leads', { id: 1, status: 'disagreement', confirmed: false });
    expect(seen.body).toEqual({
      data: { type: 'contract', attributes: { status: 'disagreement' } },
    });
    await dp.moveContract('leads', { id: 1, status: 'current', confirmed: true });
    expect(seen.body).toEqual({
      data: { type: 'contract', attributes: { status: 'current', confirmed: true } },
    });
  });
});

describe('contractHistory', () => {
  it('GETs …/contract/history?per=100', async () => {
    const { seen, take } = recorder();
    server.use(
      http.get(`${ADMIN}/leads/1/contract/history`, async ({ request }) => {
        await take(request);
        return HttpResponse.json({ data: [] });
      }),
    );
    expect((await provider().dataProvider.contractHistory('leads', { id: 1 })).data).toEqual([]);
    expect(seen.url).toBe('/v1/admin/leads/1/contract/history?per=100');
  });
});

describe('createAgreement', () => {
  it('POSTs a contract_agreement under the contract', async () => {
    const { seen, take } = recorder();
    server.use(
      http.post(`${ADMIN}/contracts/5/agreements`, async ({ request }) => {
        await take(request);
        return HttpResponse.json({
          data: { type: 'contract_agreement', id: '12', attributes: { status: 'draft' } },
        });
      }),
    );
    const { data } = await provider().dataProvider.createAgreement('contracts', {
      contractId: 5,
      attributes: { number: 'ДС-2', subject: '', is_writing: true },
    });
    expect(seen.body).toEqual({
      data: { type: 'contract_agreement', attributes: { number: 'ДС-2', is_writing: true } },
    });
    expect(data).toEqual({ id: '12', status: 'draft' });
  });
});

describe('moveAgreement', () => {
  it('PUTs …/agreements/{id}/update_status with the filled attributes', async () => {
    const { seen, take } = recorder();
    server.use(
      http.put(`${ADMIN}/contracts/5/agreements/12/update_status`, async ({ request }) => {
        await take(request);
        return HttpResponse.json({
          data: { type: 'contract_agreement', id: '12', attributes: { status: 'registered' } },
        });
      }),
    );
    const { data } = await provider().dataProvider.moveAgreement('contracts', {
      contractId: 5,
      id: 12,
      status: 'registered',
      note: '',
      number: 'ДС-2/26',
    });
    expect(seen.body).toEqual({
      data: { type: 'contract_agreement', attributes: { status: 'registered', number: 'ДС-2/26' } },
    });
    expect(data).toEqual({ id: '12', status: 'registered' });
  });
});

describe('signAgreement', () => {
  it('POSTs …/digital_signature with confirmed: true', async () => {
    const { seen, take } = recorder();
    server.use(
      http.post(`${ADMIN}/contracts/5/agreements/12/digital_signature`, async ({ request }) => {
        await take(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { data } = await provider().dataProvider.signAgreement('contracts', {
      contractId: 5,
      id: 12,
      confirmed: true,
    });
    expect(seen.body).toEqual({
      data: { type: 'contract_agreement', attributes: { confirmed: true } },
    });
    expect(data).toBeUndefined();
  });
});

describe('agreementChanges', () => {
  it('GETs …/agreements/{id}/changes?per=100', async () => {
    const { seen, take } = recorder();
    server.use(
      http.get(`${ADMIN}/contracts/5/agreements/11/changes`, async ({ request }) => {
        await take(request);
        return HttpResponse.json({
          data: [{ type: 'change', id: '1', attributes: { to_status: 'draft' } }],
        });
      }),
    );
    const { data } = await provider().dataProvider.agreementChanges('contracts', {
      contractId: 5,
      id: 11,
    });
    expect(seen.url).toBe('/v1/admin/contracts/5/agreements/11/changes?per=100');
    expect(data).toEqual([{ id: '1', to_status: 'draft' }]);
  });
});

describe('saveActivity', () => {
  it('POSTs a new activity and PATCHes an existing one', async () => {
    const { seen, take } = recorder();
    server.use(
      http.post(`${ADMIN}/leads/1/activities`, async ({ request }) => {
        await take(request);
        return HttpResponse.json({ data: { type: 'activity', id: '7', attributes: {} } });
      }),
      http.patch(`${ADMIN}/leads/1/activities/7`, async ({ request }) => {
        await take(request);
        return HttpResponse.json({ data: { type: 'activity', id: '7', attributes: {} } });
      }),
    );
    const dp = provider().dataProvider;
    const attributes = { note: null, finished: false };
    await dp.saveActivity('leads', { id: 1, attributes, activityTypeId: '3' });
    expect(seen).toEqual({
      method: 'POST',
      url: '/v1/admin/leads/1/activities',
      body: {
        data: {
          type: 'activity',
          attributes,
          relationships: { activity_type: { data: { type: 'dictionary', id: '3' } } },
        },
      },
    });
    // An edit that leaves the type sends no relation; null clears it.
    await dp.saveActivity('leads', { id: 1, activityId: 7, attributes });
    expect(seen.method).toBe('PATCH');
    expect(seen.url).toBe('/v1/admin/leads/1/activities/7');
    expect(seen.body).toEqual({ data: { type: 'activity', attributes } });
    await dp.saveActivity('leads', { id: 1, activityId: 7, attributes, activityTypeId: null });
    expect(seen.body).toEqual({
      data: { type: 'activity', attributes, relationships: { activity_type: { data: null } } },
    });
  });
});

describe('leadSuggestions', () => {
  it('GETs /leads/suggestions/{uid}', async () => {
    const { seen, take } = recorder();
    server.use(
      http.get(`${ADMIN}/leads/suggestions/:uid`, async ({ request }) => {
        await take(request);
        return HttpResponse.json({
          data: [{ type: 'lead', id: '11', attributes: { uid: '60-ПС-11', status: 'pending' } }],
        });
      }),
    );
    const { data } = await provider().dataProvider.leadSuggestions('leads', { uid: '60-ПС' });
    expect(decodeURIComponent(seen.url ?? '')).toBe('/v1/admin/leads/suggestions/60-ПС');
    expect(data).toEqual([{ id: '11', uid: '60-ПС-11', status: 'pending' }]);
  });
});

describe('managedLead', () => {
  it('answers the lead and its meta.management_logs', async () => {
    server.use(
      http.get(`${ADMIN}/leads/11/management`, () =>
        HttpResponse.json({
          data: { type: 'lead', id: '11', attributes: { uid: '60-ПС-11' } },
          meta: {
            management_logs: [
              { type: 'lead_management_log', id: '3', attributes: { reason: 'Ошибка' } },
            ],
          },
        }),
      ),
    );
    const { data } = await provider().dataProvider.managedLead('leads', { id: 11 });
    expect(data).toEqual({
      lead: { id: '11', uid: '60-ПС-11' },
      logs: [{ id: '3', reason: 'Ошибка' }],
    });
  });

  it('answers nothing without a lead', async () => {
    server.use(http.get(`${ADMIN}/leads/12/management`, () => HttpResponse.json({ data: null })));
    expect((await provider().dataProvider.managedLead('leads', { id: 12 })).data).toBeUndefined();
  });
});

describe('manageLead', () => {
  it('PATCHes …/management with a lead_management document', async () => {
    const { seen, take } = recorder();
    server.use(
      http.patch(`${ADMIN}/leads/11/management`, async ({ request }) => {
        await take(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const values = {
      organization_id: '9',
      branch_id: null,
      service_id: '4',
      reason: 'Ошибка при подаче',
    };
    await provider().dataProvider.manageLead('leads', { id: 11, values });
    expect(seen.body).toEqual({ data: { type: 'lead_management', attributes: values } });
  });
});

describe('report of the management log', () => {
  it('GETs the log report with the filter and format and saves it', async () => {
    const { seen, take } = recorder();
    server.use(
      http.get(`${ADMIN}/leads/management/logs/download_report`, async ({ request }) => {
        await take(request);
        return HttpResponse.text('uid;reason');
      }),
    );
    const { dataProvider, saveBlob } = provider();
    const { data } = await dataProvider.report('leads/management/logs/download_report', {
      filter: { uid: '60-ПС' },
      format: 'xlsx',
      filename: 'Журнал.xlsx',
    });
    expect(decodeURIComponent(seen.url ?? '')).toBe(
      '/v1/admin/leads/management/logs/download_report?uid=60-ПС&format=xlsx',
    );
    expect(data.filename).toBe('Журнал.xlsx');
    expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'Журнал.xlsx');
  });
});
