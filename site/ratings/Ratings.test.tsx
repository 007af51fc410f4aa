import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ratingCriterionLabels,
  ratingGradeLabels,
  siteRatingCriteria,
  type RatingCriterion,
  type RatingGrade,
} from '../../src/domain/ratings';
import { validationMessages } from '../../src/validation/messages';
import { ratingMessages } from '../../src/validation/rating';
import { App } from '../App';
import { tokenStore } from '../providers';
import { RATED_KEY, showRateQuality } from './rateQuality';
import { ratingSiteTexts as t } from './texts';

const origin = window.location.origin;
const lead = (id: string, uid: string, status: string) => ({
  type: 'lead',
  id,
  attributes: { uid, status },
});
const rating = (id: string, leadId: string | null, leadStatus: string | null) => ({
  type: 'rating',
  id,
  attributes: {
    lead_id: leadId,
    lead_status: leadStatus,
    lead_uid: leadId ? '60-ПС-000101' : null,
    created_at: '2026-03-02T09:30:00Z',
    average_grade: 4.2,
  },
});

let leads: ReturnType<typeof lead>[] = [];
let ratings: ReturnType<typeof rating>[] = [];
let posted: { data: { type: string; attributes: Record<string, unknown> } }[] = [];
let answer: () => Response = () =>
  HttpResponse.json({ data: rating('9', null, null) }, { status: 201 });

const server = setupServer(
  http.get(`${origin}/v1/ad/infobanners`, () => HttpResponse.json({ data: [] })),
  http.get(`${origin}/v1/leads`, () => HttpResponse.json({ data: leads })),
  http.get(`${origin}/v1/ratings`, () => HttpResponse.json({ data: ratings })),
  http.post(`${origin}/v1/ratings`, async ({ request }) => {
    posted.push((await request.json()) as (typeof posted)[number]);
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  leads = [];
  ratings = [];
  posted = [];
  answer = () => HttpResponse.json({ data: rating('9', null, null) }, { status: 201 });
  sessionStorage.removeItem(RATED_KEY);
  tokenStore.set('u-1');
});
afterEach(() => tokenStore.clear());
afterAll(() => server.close());

function open(path = '/profile/ratings') {
  window.history.pushState({}, '', path);
  render(<App />);
}

async function grade(
  user: ReturnType<typeof userEvent.setup>,
  criteria: readonly RatingCriterion[],
  g: RatingGrade = 4,
) {
  for (const c of criteria) {
    const group = screen.getByRole('radiogroup', { name: ratingCriterionLabels[c] });
    await user.click(within(group).getByRole('radio', { name: `${g} — ${ratingGradeLabels[g]}` }));
  }
}

describe('rate-quality button rules (seed 000 §2)', () => {
  const base = { loading: false, signedIn: true, ratings: [], rated: [] };
  const finished = { id: '1', status: 'finished' };
  it.each([
    ['hidden while loading', { ...base, loading: true, lead: null }, false],
    ['hidden without a session', { ...base, signedIn: false, lead: null }, false],
    ['shown to a user without leads', { ...base, lead: null }, true],
    [
      'hidden after a portal rating in this session',
      { ...base, lead: null, rated: ['site'] },
      false,
    ],
    ['shown for a lead not rated', { ...base, lead: finished }, true],
    ['hidden for a lead rated in this session', { ...base, lead: finished, rated: ['1'] }, false],
    [
      'hidden for a finished lead with a finished rating',
      { ...base, lead: finished, ratings: [{ id: '3', lead_id: '1', lead_status: 'finished' }] },
      false,
    ],
  ])('%s', (_, state, expected) => {
    expect(showRateQuality(state)).toBe(expected);
  });
});

describe('/profile/ratings', () => {
  it('sends anonymous visitors to sign in and back', async () => {
    tokenStore.clear();
    open();
    await waitFor(() => expect(window.location.pathname).toBe('/not_auth'));
    expect(window.location.search).toBe('?redirectTo=%2Fprofile%2Fratings');
  });

  it('rates the portal for a user without leads: five required grades, then thanks', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: t.button }));
    expect(screen.getAllByRole('radiogroup')).toHaveLength(5);
    expect(
      screen.queryByRole('radiogroup', { name: ratingCriterionLabels.service_quality }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(screen.getAllByText(validationMessages.required)).toHaveLength(5);
    expect(posted).toHaveLength(0);
    await grade(user, siteRatingCriteria, 5);
    await user.type(screen.getByLabelText(t.comment), 'Удобно');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(t.thanks);
    expect(posted[0]!.data.type).toBe('rating');
    expect(posted[0]!.data.attributes).toEqual({
      ...Object.fromEntries(siteRatingCriteria.map((c) => [c, 5])),
      comment: 'Удобно',
    });
    expect(JSON.parse(sessionStorage.getItem(RATED_KEY)!)).toEqual(['site']);
  });

  it('rates a finished lead with the lead grades and lead_id, showing the server message', async () => {
    leads = [lead('12', '60-ПС-000101', 'finished'), lead('11', '60-ПС-000100', 'in_progress')];
    answer = () =>
      HttpResponse.json(
        {
          errors: [
            {
              code: 'invalid',
              title: 'Заявка',
              detail: ratingMessages.leadRated,
              source: { pointer: '/data/attributes/lead_id' },
            },
          ],
        },
        { status: 422 },
      );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: t.button }));
    expect(screen.getByRole('heading', { name: 'Заявка 60-ПС-000101' })).toBeTruthy();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(9);
    await grade(user, [
      ...siteRatingCriteria,
      'service_quality',
      'application_review_time',
      'contract_timeline',
      'communication_convenience',
    ]);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ratingMessages.leadRated);
    expect(posted[0]!.data.attributes).toMatchObject({ lead_id: '12', service_quality: 4 });
  });

  it('hides the button for a finished lead that already has a finished rating', async () => {
    leads = [lead('12', '60-ПС-000101', 'finished')];
    ratings = [rating('3', '12', 'finished')];
    open('/profile/ratings?lead_id=12');
    expect(await screen.findByText(/60-ПС-000101/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.button })).toBeNull();
  });
});
