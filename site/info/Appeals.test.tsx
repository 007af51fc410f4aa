import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validationMessages } from '../../src/validation/messages';
import { tokenStore } from '../providers';
import { RATED_KEY } from '../ratings/rateQuality';
import { ratingSiteTexts } from '../ratings/texts';
import { fieldError, origin, renderAt, serveApi } from '../testing';
import { accountTexts } from '../account/texts';
import { SignInPage } from '../SignInPage';
import { AppealsEntry } from './appeals/AppealsEntry';
import { appealsLoginPath } from './appeals/AppealsLoginNotice';
import { RateQualityEntry } from './RateQualityEntry';
import { infoTexts as t } from './texts';

type Body = { data: { type: string; attributes: Record<string, unknown> } };
const posted: Body[] = [];
const guestPosted: Body[] = [];
const listed: string[] = [];
let answer: () => Response = () =>
  HttpResponse.json(
    { data: { type: 'appeal', id: '1', attributes: { status: 'new' } } },
    { status: 201 },
  );
let leads: unknown[] = [];
let ratings: unknown[] = [];
const entry = (id: string, name: string) => ({ type: 'dictionary', id, attributes: { name } });

serveApi(
  [
    http.get(`${origin}/v1/regions`, () =>
      HttpResponse.json({
        data: [{ type: 'region', id: '60', attributes: { name: 'Псковская область' } }],
      }),
    ),
    http.get(`${origin}/v1/dictionaries`, ({ request }) => {
      const kind = new URL(request.url).searchParams.get('dictionary_type');
      return HttpResponse.json({
        data: kind === 'appeals_categories' ? [entry('11', 'Подключение')] : [entry('21', 'Сроки')],
      });
    }),
    http.post(`${origin}/v1/appeals`, async ({ request }) => {
      posted.push((await request.json()) as Body);
      return answer();
    }),
    http.post(`${origin}/v1/guest_appeals`, async ({ request }) => {
      guestPosted.push((await request.json()) as Body);
      return answer();
    }),
    http.get(`${origin}/v1/leads`, () => {
      listed.push('leads');
      return HttpResponse.json({ data: leads });
    }),
    http.get(`${origin}/v1/ratings`, () => {
      listed.push('ratings');
      return HttpResponse.json({ data: ratings });
    }),
  ],
  posted,
  guestPosted,
  listed,
);

beforeEach(() => {
  tokenStore.set('u-1');
  leads = [];
  ratings = [];
  sessionStorage.removeItem(RATED_KEY);
  answer = () =>
    HttpResponse.json(
      { data: { type: 'appeal', id: '1', attributes: { status: 'new' } } },
      { status: 201 },
    );
});
afterEach(() => tokenStore.clear());

async function openDialog() {
  renderAt('/contacts', '/contacts', <AppealsEntry />);
  fireEvent.click(screen.getByRole('button', { name: t.appealOpen }));
  const dialog = await screen.findByRole('dialog', { name: t.appealTitle });
  // The selects fill from their lists.
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: t.appealSubject })).toHaveTextContent(
      'Сроки',
    ),
  );
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: t.region })).toHaveTextContent(
      'Псковская область',
    ),
  );
  return dialog;
}

function fill(dialog: HTMLElement) {
  const pick = (name: string, value: string) =>
    fireEvent.change(within(dialog).getByRole('combobox', { name }), { target: { value } });
  pick(t.region, '60');
  pick(t.appealCategory, '11');
  pick(t.appealSubject, '21');
  fireEvent.change(within(dialog).getByRole('textbox', { name: t.appealText }), {
    target: { value: 'Когда подключат газ?' },
  });
}

describe('the appeals entry of a visitor without an account', () => {
  it('sends them to the login page with the way back here and the notice', async () => {
    tokenStore.clear();
    renderAt('/contacts?region_id=60', '/contacts', <AppealsEntry />);
    fireEvent.click(screen.getByRole('button', { name: t.appealOpen }));
    expect(screen.getByTestId('path')).toHaveTextContent('/not_auth');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(appealsLoginPath('/contacts?region_id=60')).toBe(
      '/not_auth?redirectTo=%2Fcontacts%3Fregion_id%3D60&notice=appeals',
    );
  });

  it('offers on the login page to write without an account (POST /v1/guest_appeals)', async () => {
    tokenStore.clear();
    renderAt(appealsLoginPath('/contacts'), '/not_auth', <SignInPage />);
    expect(await screen.findByRole('status')).toHaveTextContent(t.appealsLoginRequired);
    expect(screen.getByRole('link', { name: accountTexts.register })).toHaveAttribute(
      'href',
      '/registration',
    );
    fireEvent.click(screen.getByRole('button', { name: t.appealAsGuest }));
    const dialog = await screen.findByRole('dialog', { name: t.appealTitle });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: t.appealSubject })).toHaveTextContent(
        'Сроки',
      ),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: t.region })).toHaveTextContent(
        'Псковская область',
      ),
    );
    fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: t.appealSend }));
    // A guest names themself and gives the contact for the answer.
    expect(await within(dialog).findAllByText(validationMessages.required)).toHaveLength(2);
    fireEvent.change(within(dialog).getByRole('textbox', { name: t.appealName }), {
      target: { value: 'Иван Петров' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: t.email }), {
      target: { value: 'ivan@example.ru' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: t.appealSend }));
    expect(await screen.findByText(t.appealSent)).toBeVisible();
    expect(posted).toEqual([]);
    expect(guestPosted.map((b) => b.data.attributes)).toEqual([
      {
        applicant_name: 'Иван Петров',
        region_id: '60',
        category_id: '11',
        subject_id: '21',
        text: 'Когда подключат газ?',
        answer_channel: 'email',
        email: 'ivan@example.ru',
      },
    ]);
  });
});

describe('the appeals entry of a signed-in applicant', () => {
  it('marks the required fields and sends nothing', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: t.appealSend }));
    expect(await within(dialog).findAllByText(validationMessages.required)).toHaveLength(4);
    expect(within(dialog).getByRole('textbox', { name: t.appealText })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posted).toEqual([]);
  });

  it('sends the appeal with its channel, contact and files to POST /v1/appeals', async () => {
    const dialog = await openDialog();
    fill(dialog);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'SMS' }));
    const phone = within(dialog).getByLabelText(t.phone);
    fireEvent.change(phone, { target: { value: '89110000001' } });
    expect(phone).toHaveValue('+7 (911) 000-00-01');
    const file = new File(['%PDF-1.4'], 'скан.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText(t.appealFiles, { selector: 'input' }), {
      target: { files: [file] },
    });
    expect(await within(dialog).findByText('скан.pdf')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: t.appealSend }));
    expect(await screen.findByText(t.appealSent)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.data.type).toBe('appeal');
    expect(posted[0]!.data.attributes).toEqual({
      region_id: '60',
      category_id: '11',
      subject_id: '21',
      text: 'Когда подключат газ?',
      answer_channel: 'sms',
      phone: '+7 (911) 000-00-01',
      attachments: [
        {
          original_filename: 'скан.pdf',
          file: expect.stringMatching(/^data:application\/pdf;base64,/),
        },
      ],
    });
  });

  it("shows the server's field message next to its field", async () => {
    answer = () =>
      HttpResponse.json(fieldError('text', 'Слишком длинный текст', 'Текст'), { status: 422 });
    const dialog = await openDialog();
    fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: t.appealSend }));
    expect(await within(dialog).findByText('Слишком длинный текст')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});

describe('the rate-quality button where no lead is in view', () => {
  it('is offered to a signed-in applicant without leads', async () => {
    renderAt('/contacts', '/contacts', <RateQualityEntry />);
    expect(await screen.findByRole('button', { name: ratingSiteTexts.button })).toBeVisible();
  });

  it('is hidden once the only lead has a rating', async () => {
    leads = [{ type: 'lead', id: '3', attributes: { uid: '60-ПС-000101', status: 'finished' } }];
    ratings = [{ type: 'rating', id: '8', attributes: { lead_id: '3', lead_status: 'finished' } }];
    renderAt('/contacts', '/contacts', <RateQualityEntry />);
    // Both lists answered and rendered, and still no button.
    await waitFor(() => expect([...listed].sort()).toEqual(['leads', 'ratings']));
    for (let i = 0; i < 5; i += 1) await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: ratingSiteTexts.button })).toBeNull();
  });
});
