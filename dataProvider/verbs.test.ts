import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN, useApi } from './testApi';

const { server, requests, provider } = useApi();

const admin = {
  type: 'admin_user',
  id: 5,
  attributes: { email: 'op@eog.test', blocked: true },
  relationships: { organization: { data: { type: 'organization', id: '3' } } },
};

describe('updateStatus', () => {
  it('PUTs {data: {type, attributes: {status, note, …}}} and flattens the answer', async () => {
    let body: unknown;
    let auth: string | null = null;
    server.use(
      http.put(`${ADMIN}/consultations/9/update_status`, async ({ request }) => {
        body = await request.json();
        auth = request.headers.get('authorization');
        return HttpResponse.json({
          data: { type: 'consultation', id: '9', attributes: { status: 'closed' } },
        });
      }),
    );
    const { data } = await provider().dataProvider.updateStatus('consultations', {
      id: 9,
      status: 'closed',
      note: 'Готово',
      closed_on: '2026-03-01',
    });
    expect(auth).toBe('Bearer jwt-1');
    expect(body).toEqual({
      data: {
        type: 'consultation',
        attributes: { status: 'closed', note: 'Готово', closed_on: '2026-03-01' },
      },
    });
    expect(data).toEqual({ id: '9', status: 'closed' });
  });

  it('answers the sent values when the server returns no document', async () => {
    server.use(
      http.put(
        `${ADMIN}/gro_requests/2/update_status`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    const { data } = await provider().dataProvider.updateStatus('gro_requests', {
      id: '2',
      status: 'accepted',
    });
    expect(data).toEqual({ id: '2', status: 'accepted' });
  });
  it("sends a mapped resource's JSON:API type, not the singular of its name", async () => {
    let body: unknown;
    server.use(
      http.put(`${ADMIN}/admin_users/4/update_status`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const maps = { paths: { operators: 'admin_users' }, types: { operators: 'admin_user' } };
    await provider(maps).dataProvider.updateStatus('operators', { id: 4, status: 'active' });
    expect(body).toEqual({ data: { type: 'admin_user', attributes: { status: 'active' } } });
  });
});

describe('block and unblock', () => {
  it('POSTs /<id>/block and flattens the answered record', async () => {
    server.use(http.post(`${ADMIN}/admin_users/5/block`, () => HttpResponse.json({ data: admin })));
    const { data } = await provider().dataProvider.block('admin_users', { id: 5 });
    expect(requests).toEqual([`POST ${ADMIN}/admin_users/5/block`]);
    expect(data).toEqual({ id: '5', email: 'op@eog.test', blocked: true, organization_id: '3' });
  });

  it('POSTs /<id>/unblock and answers {id} for an empty body', async () => {
    server.use(
      http.post(`${ADMIN}/users/7/unblock`, () => new HttpResponse(null, { status: 204 })),
    );
    const { data } = await provider().dataProvider.unblock('users', { id: '7' });
    expect(requests).toEqual([`POST ${ADMIN}/users/7/unblock`]);
    expect(data).toEqual({ id: '7' });
  });
});

describe('changes', () => {
  it('GETs /<id>/changes with page and per and reads meta.total_count', async () => {
    let search = '';
    const entry = {
      type: 'change',
      id: '1',
      attributes: {
        author: 'Иванов П.',
        created_at: '2026-02-01T10:00:00Z',
        changes: { name: ['Старое', 'Новое'] },
      },
    };
    server.use(
      http.get(`${ADMIN}/instructions/4/changes`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ data: [entry], meta: { total_count: 31, total_pages: 4 } });
      }),
    );
    const result = await provider().dataProvider.changes('instructions', {
      id: 4,
      pagination: { page: 2, perPage: 10 },
    });
    expect(search).toBe('?page=2&per=10');
    expect(result.total).toBe(31);
    expect(result.data).toEqual([{ id: '1', ...entry.attributes }]);
  });
});

describe('export', () => {
  it('GETs /export with the filters and the format, saves the file under its server name', async () => {
    let search = '';
    server.use(
      http.get(`${ADMIN}/consultations/export`, ({ request }) => {
        search = decodeURIComponent(new URL(request.url).search);
        return new HttpResponse('id;status', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="consultations.csv"',
          },
        });
      }),
    );
    const { dataProvider, saveBlob } = provider();
    const { data } = await dataProvider.export('consultations', {
      filter: { status: ['new', 'closed'], query: '' },
      format: 'csv',
    });
    expect(search).toBe('?status[]=new&status[]=closed&format=csv');
    expect(saveBlob).toHaveBeenCalledTimes(1);
    const [blob, name] = saveBlob.mock.calls[0]!;
    expect(name).toBe('consultations.csv');
    expect(await blob.text()).toBe('id;status');
    expect(data).toEqual({ filename: 'consultations.csv', size: 9 });
  });

  it('POSTs when asked and names the file after the resource without Content-Disposition', async () => {
    server.use(
      http.post(`${ADMIN}/ratings/export`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('format')).toBe('xlsx');
        return new HttpResponse(new Uint8Array([80, 75]));
      }),
    );
    const { dataProvider, saveBlob } = provider();
    await dataProvider.export('ratings', { format: 'xlsx', method: 'POST' });
    expect(saveBlob.mock.calls[0]?.[1]).toBe('ratings.xlsx');
  });

  it('saves nothing when the server refuses', async () => {
    server.use(
      http.get(`${ADMIN}/leads/export`, () =>
        HttpResponse.json({ errors: [{ detail: 'Нет прав' }] }, { status: 403 }),
      ),
    );
    const { dataProvider, saveBlob } = provider();
    await expect(dataProvider.export('leads', { format: 'csv' })).rejects.toMatchObject({
      status: 403,
    });
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
