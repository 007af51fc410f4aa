import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { errorMessages } from '../../i18n/messages';
import { CookieAgreement } from './CookieAgreement';
import { hasCookieAgreement, setCookieAgreement } from './cookieAgreement';
import { ErrorBoundary } from './ErrorBoundary';
import { applyStoredLowVision, LOW_VISION_KEY } from './lowVision';
import { LowVisionSwitch } from './LowVisionSwitch';
import { MobileMenu } from './MobileMenu';
import { topMenu } from './menu';
import { isChunkLoadError, RELOAD_GUARD_MS, RELOAD_KEY, reloadForStaleChunk } from './staleChunk';
import { frameTexts as t } from './texts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete document.documentElement.dataset.lowVision;
  setCookieAgreement(false);
  vi.useRealTimers();
});

describe('the stale-chunk reload', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-26T03:00:00Z') }));

  it('knows the browsers’ failed dynamic imports from other errors', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, then not again within a minute, then again after it', () => {
    const reload = vi.fn();
    expect(reloadForStaleChunk(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOAD_KEY)).toBe(String(Date.now()));

    vi.advanceTimersByTime(RELOAD_GUARD_MS - 1);
    expect(reloadForStaleChunk(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(reloadForStaleChunk(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

function Throws({ error }: { error: Error }): never {
  throw error;
}

describe('the page error boundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it("shows 'Ошибка сервера' with a way home when a page throws, without reloading", () => {
    const reload = vi.fn();
    render(
      <MemoryRouter>
        <ErrorBoundary reload={reload}>
          <Throws error={new Error('boom')} />
        </ErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: errorMessages.serverError })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.goHome })).toHaveAttribute('href', '/');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page for a chunk that failed to load, once a minute at most', () => {
    const reload = vi.fn();
    const stale = new TypeError('Failed to fetch dynamically imported module: /assets/Home.js');
    const page = () => (
      <MemoryRouter>
        <ErrorBoundary reload={reload}>
          <Throws error={stale} />
        </ErrorBoundary>
      </MemoryRouter>
    );
    render(page());
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page fails again at once: the error page, no second reload.
    render(page());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('heading', { name: errorMessages.serverError })).toHaveLength(2);
  });
});

describe('the low-vision switch', () => {
  it('toggles the look, remembers it and reads it back before the first render', async () => {
    const user = userEvent.setup();
    render(<LowVisionSwitch />);
    const button = screen.getByRole('button', { name: t.lowVisionOn });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dataset.lowVision).toBe('true');
    expect(localStorage.getItem(LOW_VISION_KEY)).toBe('true');

    delete document.documentElement.dataset.lowVision;
    applyStoredLowVision();
    expect(document.documentElement.dataset.lowVision).toBe('true');

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement.dataset.lowVision).toBeUndefined();
    expect(localStorage.getItem(LOW_VISION_KEY)).toBeNull();
  });
});

describe('the cookie agreement', () => {
  it('hides once accepted and keeps the agreement in a one-day cookie', async () => {
    const user = userEvent.setup();
    const set = vi.spyOn(document, 'cookie', 'set');
    render(
      <MemoryRouter>
        <CookieAgreement />
      </MemoryRouter>,
    );
    const strip = screen.getByRole('region', { name: t.cookieLabel });
    expect(strip).toHaveTextContent(t.cookieText);
    await user.click(screen.getByRole('button', { name: t.cookieAccept }));
    expect(screen.queryByRole('region', { name: t.cookieLabel })).toBeNull();
    expect(hasCookieAgreement()).toBe(true);
    expect(set).toHaveBeenCalledWith(expect.stringContaining('max-age=86400'));
    set.mockRestore();
  });

  it('is not shown again while the agreement lasts', () => {
    setCookieAgreement(true);
    render(
      <MemoryRouter>
        <CookieAgreement />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: t.cookieLabel })).toBeNull();
  });
});

describe('the hamburger menu', () => {
  it('opens the menu in a dialog, keeps the focus inside and closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <MobileMenu items={topMenu(false, '/calculator')} />
      </MemoryRouter>,
    );
    const burger = screen.getByRole('button', { name: t.openMenu });
    await user.click(burger);
    const dialog = screen.getByRole('dialog', { name: t.mainMenu });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('link', { name: t.signIn })).toHaveAttribute(
      'href',
      '/not_auth?redirectTo=%2Fcalculator',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(burger).toHaveFocus();
  });
});
