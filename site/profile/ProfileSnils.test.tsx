import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/registries/users';
import { origin, renderAt, serveApi } from '../testing';
import { tokenStore } from '../providers';
import { ProfilePage } from './ProfilePage';
import { profileTexts as t } from './texts';

const person = {
  account_type: 'individual_person',
  email: 'fl@eog.test',
  phone: '79210001122',
  first_name: 'Иван',
  last_name: 'Петров',
  snils: '112-233-445 95',
  valide_snils: true,
};

let account: Record<string, unknown> = person;

serveApi([
  http.get(`${origin}/v1/users/current`, () =>
    HttpResponse.json({ data: { type: 'user', id: '7', attributes: account } }),
  ),
  http.get(`${origin}/v1/regions`, () => HttpResponse.json({ data: [] })),
]);

beforeEach(() => tokenStore.set('token'));
afterEach(() => tokenStore.clear());

async function snilsShown() {
  renderAt('/profile', '/profile', <ProfilePage />);
  const list = await screen.findByLabelText(t.applicant);
  return within(list).getByText(users.fields.snils.label, { selector: 'dt' }).nextElementSibling
    ?.textContent;
}

describe('/profile: the SNILS verification flag (seed 000 §8)', () => {
  it.each([
    [true, '112-233-445 95, верифицирован'],
    [false, '112-233-445 95, не верифицирован'],
  ])('valide_snils=%s reads %j', async (valid, text) => {
    account = { ...person, valide_snils: valid };
    expect(await snilsShown()).toBe(text);
  });

  it('says nothing of a check without a SNILS', async () => {
    account = { ...person, snils: null, valide_snils: false };
    expect(await snilsShown()).toBe('Нет данных');
  });
});
