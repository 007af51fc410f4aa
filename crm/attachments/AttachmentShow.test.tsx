import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CustomRoutes } from 'react-admin';
import { Route, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { permissionKeys } from '../../src/access/permissionFamilies';
import { documentKindLabel } from '../../src/domain/documentKinds';
import { formatFileSize } from '../../src/format/number';
import { documentColumns as column, leadScreenTexts } from '../leads/leadLabels';
import {
  ADMIN,
  afterAccessChecks,
  oneAnswer,
  renderRegistry,
  setupRegistryApi,
} from '../registries/testAdmin';
import { attachmentRoute } from './index';

const api = setupRegistryApi();

/** The lead card's route, standing in for crm/leads: shows which lead the link opened. */
function CardProbe() {
  const { id } = useParams();
  return <h1>Карточка заявки {id}</h1>;
}

const render = (
  path: string,
  options: { keys?: readonly string[]; openWindow?: (url: string) => void } = {},
) =>
  renderRegistry({
    definitions: [],
    path,
    keys: options.keys,
    files: {
      saveBlob: () => undefined,
      openWindow: (url) => options.openWindow?.(String(url)),
    },
    extra: (
      <CustomRoutes>
        {attachmentRoute}
        <Route path="/leads/edit/:id/*" element={<CardProbe />} />
      </CustomRoutes>
    ),
  });

const passport = {
  id: '12',
  kind: 'passport',
  original_filename: 'Паспорт.pdf',
  content_type: 'application/pdf',
  file_size: 2048,
  created_at: '2026-03-02T09:00:00Z',
  lead_id: '7',
  lead_uid: '60-ПС-000101',
};

describe('a lead document’s screen', () => {
  it('shows the file, its lead and downloads it through the download verb', async () => {
    const opened = vi.fn();
    api.server.use(
      http.get(`${ADMIN}/attachments/12`, ({ request }) => {
        const transfer = new URL(request.url).searchParams.get('transfer');
        // The storage's own signed address: no token needed, so it opens in a new tab.
        const extra =
          transfer === 'download_url' ? { download_url: 'https://s3.test/f?sig=1' } : {};
        return HttpResponse.json(oneAnswer('attachment', { ...passport, ...extra }));
      }),
    );
    render('/attachments/12', { openWindow: opened });
    expect(
      await screen.findByRole('button', { name: leadScreenTexts.download }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    // The record alone is read: nothing downloads before the member asks.
    expect(api.requests).toEqual(['GET /v1/admin/attachments/12']);
    expect(screen.getByText(column.kind).nextSibling).toHaveTextContent(
      documentKindLabel('passport'),
    );
    expect(screen.getByText(column.name).nextSibling).toHaveTextContent('Паспорт.pdf');
    expect(screen.getByText(column.size).nextSibling).toHaveTextContent(formatFileSize(2048));
    expect(screen.getByText(column.date).nextSibling).toHaveTextContent('02.03.2026');

    fireEvent.click(screen.getByRole('button', { name: leadScreenTexts.download }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://s3.test/f?sig=1'));
    expect(api.requests).toContain('GET /v1/admin/attachments/12?transfer=download_url');

    fireEvent.click(screen.getByRole('link', { name: 'Заявка № 60-ПС-000101' }));
    expect(await screen.findByRole('heading', { name: 'Карточка заявки 7' })).toBeInTheDocument();
  });

  it('shows the console’s 404 page for an unknown file', async () => {
    api.server.use(
      http.get(`${ADMIN}/attachments/404`, () =>
        HttpResponse.json(
          { errors: [{ code: 'not_found', title: 'Не найдено' }] },
          { status: 404 },
        ),
      ),
    );
    render('/attachments/404');
    // react-admin's own query client retries: fake time runs its back-off out.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await vi.advanceTimersByTimeAsync(10_000);
    } finally {
      vi.useRealTimers();
    }
    expect(
      await screen.findByRole('region', { name: 'Страница не найдена' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: leadScreenTexts.download })).toBeNull();
  });

  it('shows the 403 page without admin_leads_read, asking the server nothing', async () => {
    render('/attachments/12', { keys: permissionKeys.filter((k) => k !== 'admin_leads_read') });
    expect(
      await screen.findByRole('region', { name: 'Доступ запрещён' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    await afterAccessChecks();
    expect(api.requests).toEqual([]);
  });
});
