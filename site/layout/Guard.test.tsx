import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { tokenStore } from '../session';
import { Guard, guardRedirect } from './Guard';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="path">{pathname + search}</p>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="profile" element={<Guard access="applicant">кабинет</Guard>} />
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
    </MemoryRouter>,
  );
}

afterEach(() => tokenStore.clear());

describe('route access metadata of the site', () => {
  it('sends an anonymous visitor from the cabinet to sign in and back', () => {
    renderAt('/profile?tab=1');
    expect(screen.getByTestId('path')).toHaveTextContent(
      '/not_auth?redirectTo=%2Fprofile%3Ftab%3D1',
    );
  });

  it('opens the entry screens to anonymous visitors and the cabinet to applicants', () => {
    renderAt('/registration');
    expect(screen.getByText('регистрация')).toBeInTheDocument();
    tokenStore.set('token');
    renderAt('/profile');
    expect(screen.getByText('кабинет')).toBeInTheDocument();
  });

  it.each(['/not_auth?redirectTo=%2Fprofile', '/registration'])(
    'sends a signed-in applicant from %s to /leads',
    (url) => {
      tokenStore.set('token');
      renderAt(url);
      expect(screen.getByTestId('path')).toHaveTextContent(/^\/leads$/);
    },
  );

  it('lets anyone open a public route', () => {
    expect(guardRedirect('public', false, '/privacy')).toBeNull();
    expect(guardRedirect('public', true, '/privacy')).toBeNull();
    renderAt('/privacy');
    expect(screen.getByText('политика')).toBeInTheDocument();
  });
});
