import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Resource } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { permissionKeys } from '../../src/access/permissionFamilies';
import { ratingCriterionLabels, ratingGradeLabels } from '../../src/domain/ratings';
import { validationMessages } from '../../src/validation/messages';
import { ADMIN, renderRegistry, setupRegistryApi } from '../registries/testAdmin';
import { ratings } from './index';
import { ratingTexts as t } from './texts';

const api = setupRegistryApi();
const render = (path: string, keys?: readonly string[]) =>
  renderRegistry({ definitions: [], path, keys, extra: <Resource name="ratings" {...ratings} /> });
const withoutKeys = (...drop: string[]) => permissionKeys.filter((k) => !drop.includes(k));

const leadRating = {
  type: 'rating',
  id: '5',
  attributes: {
    created_at: '2026-03-02T09:30:00Z',
    portal_application_convenience: 5,
    status_tracking_convenience: 4,
    document_attachment_simplicity: 5,
    website_convenience: 4,
    support_quality: 5,
    service_quality: 2,
    application_review_time: 4,
    contract_timeline: 4,
    communication_convenience: 5,
    average_grade: 4.2,
    lead_id: '12',
    lead_uid: '60-ПС-000102',
    lead_status: 'finished',
    comment: 'Газ подключили в срок',
    user_name: 'Петров Иван Сергеевич',
  },
  relationships: {
    user: { data: { type: 'user', id: '7' } },
    lead: { data: { type: 'lead', id: '12' } },
  },
};
const siteRating = {
  type: 'rating',
  id: '6',
  attributes: {
    created_at: '2026-03-01T08:00:00Z',
    portal_application_convenience: 3,
    status_tracking_convenience: 2,
    document_attachment_simplicity: 2,
    website_convenience: 3,
    support_quality: 3,
    service_quality: null,
    application_review_time: null,
    contract_timeline: null,
    communication_convenience: null,
    average_grade: 2.6,
    lead_id: null,
    lead_uid: null,
    lead_status: null,
    comment: null,
    user_name: 'ООО «Ромашка»',
  },
  relationships: { user: { data: { type: 'user', id: '8' } }, lead: { data: null } },
};
const user = {
  type: 'user',
  id: '7',
  attributes: { name: 'Петров Иван Сергеевич', email: 'fl@eog.test', phone: '79110000001' },
};

function listHandler() {
  return http.get(`${ADMIN}/ratings`, () =>
    HttpResponse.json({
      data: [leadRating, siteRating],
      included: [user],
      meta: { total_count: 2, total_pages: 1 },
    }),
  );
}

describe('/crm/ratings list', () => {
  it('shows date, applicant, lead, average, lead status and comment, with the user included', async () => {
    api.server.use(listHandler());
    render('/ratings');
    const row = (await screen.findByText('60-ПС-000102')).closest('tr')!;
    const cells = within(row);
    expect(cells.getByText('02.03.2026 12:30')).toBeTruthy();
    expect(cells.getByText('Петров Иван Сергеевич')).toBeTruthy();
    expect(cells.getByText('4,2')).toBeTruthy();
    expect(cells.getByText('Завершена')).toBeTruthy();
    expect(cells.getByText('Газ подключили в срок')).toBeTruthy();
    const site = within(screen.getByText('ООО «Ромашка»').closest('tr')!);
    expect(site.getByText(t.siteWide)).toBeTruthy();
    expect(site.getByText('2,6')).toBeTruthy();
    const first = api.requests.find((r) => r.startsWith('GET /v1/admin/ratings'))!;
    expect(first).toContain('included=user');
    expect(first).toContain('per=20');
  });

  it('sends the query and filter_by_rating filters', async () => {
    api.server.use(listHandler());
    render('/ratings');
    await screen.findByText('60-ПС-000102');
    fireEvent.change(screen.getByLabelText(t.search), { target: { value: 'Петров' } });
    await waitFor(() => expect(api.requests.some((r) => r.includes('query=Петров'))).toBe(true));
    fireEvent.mouseDown(screen.getByLabelText(t.rating));
    fireEvent.click(await screen.findByRole('option', { name: `3 — ${ratingGradeLabels[3]}` }));
    await waitFor(() =>
      expect(api.requests.some((r) => r.includes('filter_by_rating=3'))).toBe(true),
    );
  });

  it('exports with POST for holders of admin_ratings_export only', async () => {
    let exported = '';
    api.server.use(
      listHandler(),
      http.post(`${ADMIN}/ratings/export`, ({ request }) => {
        exported = new URL(request.url).search;
        return new HttpResponse('ID;Дата', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': "attachment; filename*=UTF-8''ratings.csv",
          },
        });
      }),
    );
    const view = render('/ratings');
    fireEvent.click(await screen.findByRole('button', { name: t.export }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Экспорт в XLSX' }));
    await waitFor(() => expect(exported).toContain('format=xlsx'));
    view.unmount();

    render('/ratings', withoutKeys('admin_ratings_export'));
    await screen.findByText('60-ПС-000102');
    expect(screen.queryByRole('button', { name: t.export })).toBeNull();
  });
});

describe('/crm/ratings/{id} card', () => {
  const comment = (id: string, text: string) => ({
    type: 'comment',
    id,
    attributes: { text, created_at: '2026-03-03T10:00:00Z', admin_name: 'Админов Админ' },
  });

  function cardHandler(comments: ReturnType<typeof comment>[]) {
    return http.get(`${ADMIN}/ratings/5`, () =>
      HttpResponse.json({
        data: {
          ...leadRating,
          relationships: {
            ...leadRating.relationships,
            comments: { data: comments.map((c) => ({ type: 'comment', id: c.id })) },
          },
        },
        included: [user, ...comments],
      }),
    );
  }

  it('shows every grade with its text, the applicant and the staff comments', async () => {
    api.server.use(cardHandler([comment('1', 'Благодарность передана')]));
    render('/ratings/5');
    const row = (await screen.findByText(ratingCriterionLabels.service_quality)).closest('tr')!;
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText(ratingGradeLabels[2])).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(9);
    expect(screen.getByText('fl@eog.test')).toBeTruthy();
    expect(screen.getByRole('link', { name: '60-ПС-000102' })).toBeTruthy();
    expect(screen.getByText('Благодарность передана')).toBeTruthy();
    expect(screen.getByText(/Админов Админ/)).toBeTruthy();
  });

  it('adds a comment (type comment, attribute text) and shows the saved one without reading the card again', async () => {
    let body: unknown;
    let reads = 0;
    let comments = [comment('1', 'Благодарность передана')];
    api.server.use(
      http.get(`${ADMIN}/ratings/5`, () => {
        reads++;
        return HttpResponse.json({
          data: {
            ...leadRating,
            relationships: {
              ...leadRating.relationships,
              comments: { data: comments.map((c) => ({ type: 'comment', id: c.id })) },
            },
          },
          included: [user, ...comments],
        });
      }),
      http.post(`${ADMIN}/ratings/5/comments`, async ({ request }) => {
        body = await request.json();
        comments = [...comments, comment('2', 'Передано в ГРО')];
        return HttpResponse.json({ data: comments[1] }, { status: 201 });
      }),
    );
    render('/ratings/5');
    await screen.findByText('Благодарность передана');
    fireEvent.click(screen.getByRole('button', { name: t.addComment }));
    expect(await screen.findByText(validationMessages.required)).toBeTruthy();
    expect(body).toBeUndefined();
    fireEvent.change(screen.getByLabelText(t.newComment), { target: { value: 'Передано в ГРО' } });
    fireEvent.click(screen.getByRole('button', { name: t.addComment }));
    expect(await screen.findByText('Передано в ГРО')).toBeTruthy();
    expect(screen.getByText('Благодарность передана')).toBeTruthy();
    expect(body).toEqual({ data: { type: 'comment', attributes: { text: 'Передано в ГРО' } } });
    expect(reads).toBe(1);
  });

  it('hides the comment form and the export without their keys', async () => {
    api.server.use(cardHandler([]));
    render('/ratings/5', withoutKeys('admin_ratings_comment', 'admin_ratings_export'));
    expect(await screen.findByText(t.noComments)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.addComment })).toBeNull();
    expect(screen.queryByRole('button', { name: t.export })).toBeNull();
  });
});
