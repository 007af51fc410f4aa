import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { siteTitle } from '../../i18n/site';
import { App } from '../App';
import { tokenStore } from '../providers';
import { RATED_KEY } from '../ratings/rateQuality';
import { ratingSiteTexts } from '../ratings/texts';
import { origin, serveApi } from '../testing';
import { hasOwnRateQuality } from './RateQualityStrip';

const asked: string[] = [];
const empty = () => HttpResponse.json({ data: [], meta: { total_count: 0, total_pages: 0 } });
serveApi(
  [
    http.get(`${origin}/v1/ad/infobanners`, empty),
    http.get(`${origin}/v1/services`, empty),
    http.get(`${origin}/v1/regions`, empty),
    http.get(`${origin}/v1/users/current`, () =>
      HttpResponse.json({
        data: { type: 'user', id: '1', attributes: { account_type: 'individual_person' } },
      }),
    ),
    http.get(`${origin}/v1/leads`, () => {
      asked.push('leads');
      return empty();
    }),
    http.get(`${origin}/v1/ratings`, () => {
      asked.push('ratings');
      return empty();
    }),
  ],
  asked,
);

afterEach(() => {
  tokenStore.clear();
  sessionStorage.removeItem(RATED_KEY);
});

function open(path: string) {
  window.history.pushState({}, '', path);
  document.title = siteTitle;
  render(<App />);
}

const policy = () =>
  screen.findByRole(
    'heading',
    { name: 'Политика обработки персональных данных' },
    { timeout: 10_000 },
  );

describe('the rate-quality button of the page chrome', () => {
  it('is offered under any page to a signed-in applicant the rules show it to', async () => {
    tokenStore.set('jwt');
    open('/privacy');
    await policy();
    const region = await screen.findByRole(
      'complementary',
      { name: ratingSiteTexts.title },
      { timeout: 10_000 },
    );
    expect(
      await screen.findByRole('button', { name: ratingSiteTexts.button }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(region).toContainElement(screen.getByRole('button', { name: ratingSiteTexts.button }));
  });

  it('is not there for an anonymous visitor, who loads nothing for it', async () => {
    open('/privacy');
    await policy();
    expect(screen.queryByRole('button', { name: ratingSiteTexts.button })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('leaves the lead page and the cabinet ratings their own lead-bound button', () => {
    expect(hasOwnRateQuality('/leads/12')).toBe(true);
    expect(hasOwnRateQuality('/profile/ratings')).toBe(true);
    expect(hasOwnRateQuality('/leads/new')).toBe(false);
    expect(hasOwnRateQuality('/leads')).toBe(false);
    expect(hasOwnRateQuality('/contacts')).toBe(false);
  });
});
