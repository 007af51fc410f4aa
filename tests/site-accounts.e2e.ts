/**
 * Accounts on the site (issue 17): the route access metadata (the cabinet sends an anonymous
 * visitor to sign in and back; the entry screens send a signed-in applicant to /leads) and the
 * versioned personal-data consent — the edition registration shows, and the profile's
 * policy_agreement page telling which edition was agreed and when, with the agreement to the
 * current edition stored on the server; a lead or an agreement not the applicant's is the 404
 * page.
 */
import { expect, test } from '@playwright/test';
import { errorMessages } from '../i18n/messages';
import { leadStatusLabels } from '../src/domain/leadStatuses';
import { personalDataConsent, consentEditionLabel } from '../src/domain/personalDataConsent';
import { infoTexts } from '../site/info/texts';
import { siteLeadTexts } from '../site/leads/texts';
import { siteSignIn, submitLogin } from './actions';

const edition = consentEditionLabel(personalDataConsent.version);

test('the guards and the consent edition on the profile', async ({ page }) => {
  // Anonymous: the cabinet asks to sign in first, and says where it will come back to.
  await page.goto('/profile/policy_agreement');
  await expect(page).toHaveURL(/\/not_auth\?redirectTo=%2Fprofile%2Fpolicy_agreement$/);
  await page.goto('/leads');
  await expect(page).toHaveURL(/\/not_auth\?redirectTo=%2Fleads$/);

  // Registration shows the consent's words and edition.
  await page.goto('/registration');
  await expect(page.getByLabel(personalDataConsent.text)).toBeVisible();
  await expect(page.getByText(`Редакция от ${edition}`)).toBeVisible();

  // Signing in comes back to the page asked for.
  await siteSignIn(page, 'fl@eog.test', '/profile/policy_agreement');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Signed in: the entry screens lead to the applicant's leads.
  for (const path of ['/registration', '/not_auth', '/not_auth?redirectTo=%2Fprofile']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/leads$/);
  }

  // The demo applicant agreed before editions were kept: the page offers the current one.
  await page.goto('/profile/policy_agreement');
  const agree = page.getByRole('button', { name: 'Даю согласие' });
  await expect(page.getByText(/^Вы дали согласие на обработку персональных данных/)).toBeVisible();
  if (await agree.isVisible()) {
    await expect(page.getByText(personalDataConsent.text)).toBeVisible();
    await agree.click();
    await expect(page.getByText('Согласие с действующей редакцией сохранено')).toBeVisible();
  }
  await expect(page.getByText(`Редакция согласия от ${edition}.`)).toBeVisible();
  await expect(agree).toBeHidden();

  // Stored on the server: a reload shows the same edition, and no offer.
  await page.reload();
  await expect(page.getByText(`Редакция согласия от ${edition}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Даю согласие' })).toBeHidden();

  // The lead list's status filter is the server's: the address asks for drafts, only drafts come.
  await page.goto('/leads?status=draft');
  const statuses = page.getByRole('table').locator('tbody tr td:nth-child(4)');
  await expect(statuses.first()).toBeVisible();
  expect(new Set(await statuses.allTextContents())).toEqual(new Set([leadStatusLabels.draft]));
  await expect(
    page.getByRole('combobox', { name: siteLeadTexts.columns.status, exact: true }),
  ).toHaveValue('draft');

  // A lead or an agreement the server does not give (unknown, another applicant's) is the
  // site's 404 page, as an unknown route (seed 000 §2 "Error page").
  for (const path of ['/leads/999999999', '/contract/999999999/agreements/1', '/no_such_page']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: errorMessages.notFound }),
      path,
    ).toBeVisible();
  }
});

test('the appeals entry sends an anonymous visitor to the login page with the notice', async ({
  page,
}) => {
  await page.goto('/contacts');
  await page.getByRole('button', { name: infoTexts.appealOpen }).click();
  await expect(page).toHaveURL(/\/not_auth\?redirectTo=%2Fcontacts&notice=appeals$/);
  await expect(page.getByRole('status')).toHaveText(new RegExp(infoTexts.appealsLoginRequired));
  await expect(page.getByRole('button', { name: infoTexts.appealAsGuest })).toBeVisible();

  // Signed in there, the applicant is back at the entry, which now opens the form.
  await submitLogin(page, 'fl@eog.test');
  await expect(page).toHaveURL(/\/contacts$/);
  await page.getByRole('button', { name: infoTexts.appealOpen }).click();
  await expect(page.getByRole('dialog', { name: infoTexts.appealTitle })).toBeVisible();
});
