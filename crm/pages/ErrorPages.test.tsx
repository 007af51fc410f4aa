import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleTestContext, demoAccount } from '../layout/testing';
import { AccessDeniedPage } from './AccessDeniedPage';
import { NotFoundPage } from './NotFoundPage';
import { ServerErrorPage } from './ServerErrorPage';
import { isStaleChunkError, reloadOnStaleChunk, RELOAD_GUARD_MS } from './staleChunk';
import { memoryStorage } from '../../src/api';

function renderPage(page: React.ReactNode, account: Record<string, unknown> | null) {
  return render(<ConsoleTestContext account={account}>{page}</ConsoleTestContext>);
}

describe('the error pages', () => {
  it("404 shows 'Страница не найдена' and 'Перейти на главную' when signed in", async () => {
    renderPage(<NotFoundPage />, demoAccount());
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    const home = await screen.findByRole('link', { name: 'Перейти на главную' });
    expect(home).toHaveAttribute('href', '/crm/leads');
  });

  it("offers 'Авторизоваться' to an anonymous visitor", async () => {
    renderPage(<NotFoundPage />, null);
    const signIn = await screen.findByRole('link', { name: 'Авторизоваться' });
    expect(signIn).toHaveAttribute('href', '/crm/not_auth');
    expect(screen.queryByRole('link', { name: 'Перейти на главную' })).toBeNull();
  });

  it('403 names the missing rights', () => {
    renderPage(<AccessDeniedPage />, demoAccount());
    expect(screen.getByRole('heading', { name: 'Доступ запрещён' })).toBeInTheDocument();
    expect(screen.getByText('Не хватает прав для данного действия')).toBeInTheDocument();
  });

  it.each([
    [new Error('render failed'), 'Ошибка сервера'],
    [{ status: 503, message: 'x' }, 'Ошибка сервера'],
    [{ status: 404 }, 'Страница не найдена'],
    [{ status: 403 }, 'Доступ запрещён'],
    [{ status: 422, message: 'Поле «Имя» — не заполнено' }, 'Поле «Имя» — не заполнено'],
    [{ status: 400 }, 'Произошла ошибка'],
  ])('a thrown %o shows %s', (error, title) => {
    renderPage(<ServerErrorPage error={error} />, demoAccount());
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });
});

describe('a stale code chunk', () => {
  const stale = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

  it('is recognised by its message', () => {
    expect(isStaleChunkError(stale)).toBe(true);
    expect(isStaleChunkError(new Error('other'))).toBe(false);
  });

  it('reloads the page once per minute at most', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnStaleChunk(stale, storage, 1_000_000, reload)).toBe(true);
    expect(reloadOnStaleChunk(stale, storage, 1_000_000 + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reloadOnStaleChunk(stale, storage, 1_000_000 + RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reloadOnStaleChunk(new Error('x'), storage, 9_999_999, reload)).toBe(false);
  });
});
