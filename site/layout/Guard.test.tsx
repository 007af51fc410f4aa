import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessages } from '../../i18n/messages';
import { tokenStore } from '../providers';
import { signOutRoute } from '../session';
import { SiteContext } from '../SiteContext';
import { origin, serveApi } from '../testing';
import { applicantAccess, Guard, guardRedirect, restrictsAccountType } from './Guard';
import { frameTexts } from './texts';

/** The account GET /v1/users/current answers; null: a 401 (the session is over). */
let account: { id: string; account_type: string } | null = null;
const asked: string[] = [];
serveApi(
  [
    http.get(`${origin}/v1/users/current`, () => {
      asked.push('current');
      if (!account)
        return HttpResponse.json({ errors: [{ code: 'unauthorized' }] }, { status: 401 });
      const { id, ...attributes } = account;
      return HttpResponse.json({ data: { type: 'user', id, attributes } });
    }),
  ],
  asked,
);

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="path">{pathname + search}</p>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <SiteContext>
        <Routes>
          <Route path="profile" element={<Guard access={applicantAccess()}>кабинет</Guard>} />
          <Route
            path="citizens"
            element={<Guard access={applicantAccess(['individual_person'])}>для граждан</Guard>}
          />
          <Route path="registration" element={<Guard access="anonymous">регистрация</Guard>} />
          <Route
            path="not_auth"
            element={
              <Guard access="anonymous">
                <Where />
              </Guard>
            }
          />
          <Route path="privacy" element={<Guard access="public">политика</Guard>} />
          <Route path="*" element={<Where />} />
        </Routes>
      </SiteContext>
    </MemoryRouter>,
  );
}

afterEach(() => {
  tokenStore.clear();
  account = null;
});

describe('route access metadata of the site', () => {
  it('sends an anonymous visitor from the cabinet to sign in and back', () => {
    renderAt('/profile?tab=1');
    expect(screen.getByTestId('path')).toHaveTextContent(
      '/not_auth?redirectTo=%2Fprofile%3Ftab%3D1',
    );
  });

  it('sends nobody to sign in from the page a sign-out is leaving, until another page showed', () => {
    // The menu's sign-out marked the cabinet and went home; home's code is still on its way.
    signOutRoute.leave('/profile');
    const { unmount } = renderAt('/profile');
    expect(screen.queryByTestId('path')).toBeNull();
    expect(screen.queryByText('кабинет')).toBeNull();
    unmount();
    // Home is on screen: the cabinet's guard sends an anonymous visitor to sign in again.
    signOutRoute.arrived('/');
    renderAt('/profile');
    expect(screen.getByTestId('path')).toHaveTextContent('/not_auth?redirectTo=%2Fprofile');
  });

  it('sends an anonymous visitor from a route of some account types to sign in too', () => {
    renderAt('/citizens');
    expect(screen.getByTestId('path')).toHaveTextContent('/not_auth?redirectTo=%2Fcitizens');
  });

  it('opens the entry screens to anonymous visitors and the cabinet to applicants', () => {
    renderAt('/registration');
    expect(screen.getByText('регистрация')).toBeInTheDocument();
    tokenStore.set('token');
    renderAt('/profile');
    expect(screen.getByText('кабинет')).toBeInTheDocument();
    // A route open to every account type asks nothing about the account.
    expect(asked).toEqual([]);
  });

  it.each(['/not_auth?redirectTo=%2Fprofile', '/registration'])(
    'sends a signed-in applicant from %s to /leads',
    (url) => {
      tokenStore.set('token');
      renderAt(url);
      expect(screen.getByTestId('path')).toHaveTextContent(/^\/leads$/);
    },
  );

  it('shows the 403 page to a signed-in applicant of an account type the route does not list', async () => {
    tokenStore.set('token-7');
    account = { id: '7', account_type: 'legal_entity' };
    renderAt('/citizens');
    expect(
      await screen.findByRole('heading', { level: 1, name: errorMessages.accessDenied }),
    ).toBeVisible();
    expect(screen.getByText(frameTexts.forbiddenText)).toBeVisible();
    expect(screen.getByRole('link', { name: frameTexts.goHome })).toHaveAttribute('href', '/');
    expect(screen.queryByText('для граждан')).toBeNull();
  });

  it('opens such a route to an applicant of a listed type, after asking the account', async () => {
    // Another session: the authProvider reads the account once per token.
    tokenStore.set('token-8');
    account = { id: '8', account_type: 'individual_person' };
    renderAt('/citizens');
    expect(await screen.findByText('для граждан')).toBeVisible();
    expect(screen.queryByRole('heading', { name: errorMessages.accessDenied })).toBeNull();
    expect(asked).toEqual(['current']);
  });

  it('ends a session the server no longer knows on the way: the login page, not the 403', async () => {
    tokenStore.set('expired');
    renderAt('/citizens');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/not_auth/));
    expect(tokenStore.get()).toBeNull();
    expect(screen.queryByRole('heading', { name: errorMessages.accessDenied })).toBeNull();
  });

  it('lets anyone open a public route', () => {
    expect(guardRedirect('public', false, '/privacy')).toBeNull();
    expect(guardRedirect('public', true, '/privacy')).toBeNull();
    renderAt('/privacy');
    expect(screen.getByText('политика')).toBeInTheDocument();
  });

  it('asks the account type only where the route lists some types, not all', () => {
    expect(restrictsAccountType(applicantAccess())).toBe(false);
    expect(restrictsAccountType(applicantAccess(['legal_entity', 'entrepreneur']))).toBe(true);
    expect(restrictsAccountType('anonymous')).toBe(false);
  });
});
