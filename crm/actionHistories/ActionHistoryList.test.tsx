import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Admin, Resource } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { jsonApiDataProvider } from '../../dataProvider';
import { i18nProvider } from '../../i18n';
import { createHttpClient } from '../../src/api';
import { ADMIN, listAnswer, origin, setupRegistryApi } from '../registries/testAdmin';
import { ActionHistoryList, changedFieldLabels, recordTypeLabel } from './ActionHistoryList';

const { server, requests } = setupRegistryApi();

describe('the event log', () => {
  it('names registries and changed fields by their Russian labels', () => {
    expect(recordTypeLabel('instruction')).toBe('Инструкции');
    expect(recordTypeLabel('something_else')).toBe('something_else');
    expect(changedFieldLabels('instruction', { name: ['a', 'b'], for_portal: [false, true] })).toBe(
      'Наименование, Портал',
    );
  });

  it('lists the events newest first with who, what and which fields', async () => {
    server.use(
      http.get(`${ADMIN}/action_histories`, () =>
        HttpResponse.json(
          listAnswer('change', [
            {
              id: 9,
              record_type: 'connection_fee_kind',
              record_id: '4',
              action: 'update',
              changes: { amount: ['100', '200'] },
              admin_name: 'Смирнов Алексей Петрович',
              created_at: '2026-11-20T10:00:00Z',
            },
            {
              id: 8,
              record_type: 'admin_user',
              record_id: '3',
              action: 'sign_in_failed',
              changes: { login: 'operator@eog.test', reason: 'invalid_credentials' },
              admin_name: 'Иванова Ольга',
              role: 'operator',
              organization_name: 'АО «Газпром газораспределение Псков»',
              ip: '10.1.2.3',
              created_at: '2026-11-20T09:00:00Z',
            },
          ]),
        ),
      ),
    );
    const dataProvider = jsonApiDataProvider('/v1/admin', createHttpClient({ baseUrl: origin }));
    render(
      <MemoryRouter initialEntries={['/action_histories']}>
        <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} disableTelemetry>
          <Resource name="action_histories" list={ActionHistoryList} />
        </Admin>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Смирнов Алексей Петрович')).toBeInTheDocument();
    expect(screen.getByText('Виды платы за подключение')).toBeInTheDocument();
    expect(screen.getByText('Изменение')).toBeInTheDocument();
    expect(screen.getByText('Размер платы, руб.: 100 → 200')).toBeInTheDocument();
    // Access events: who, role, organization and address.
    expect(screen.getByText('Неудачная попытка входа')).toBeInTheDocument();
    expect(screen.getByText('Оператор')).toBeInTheDocument();
    expect(screen.getByText('10.1.2.3')).toBeInTheDocument();
    expect(screen.getByText('АО «Газпром газораспределение Псков»')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((r) => r.startsWith('GET /v1/admin/action_histories?'))).toBe(true),
    );
    expect(requests.find((r) => r.includes('action_histories'))).toContain('order_type=desc');
  });
});
