import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PROGRESS_DURATION_MS,
  PROGRESS_HIDE_MS,
  PROGRESS_THROTTLE_MS,
  RouteLoading,
  RouteProgress,
} from './RouteProgress';
import { frameTexts as t } from './texts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A page whose chunk arrives when the test says, behind the layout's Suspense fallback. */
function slowPage() {
  let arrive = () => {};
  const Page = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <h1>Страница</h1> });
      }),
  );
  const ui = (
    <>
      <RouteProgress />
      <Suspense fallback={<RouteLoading />}>
        <Page />
      </Suspense>
    </>
  );
  return { ui, arrive: () => act(async () => arrive()) };
}

const bar = () => screen.queryByRole('progressbar', { name: t.pageLoading });

describe('the route-change progress bar', () => {
  it('shows nothing for a page that comes within 200 ms', async () => {
    const page = slowPage();
    render(page.ui);
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 10));
    expect(bar()).toBeNull();
    await page.arrive();
    expect(screen.getByRole('heading', { name: 'Страница' })).toBeVisible();
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS + PROGRESS_HIDE_MS));
    expect(bar()).toBeNull();
  });

  it('shows after 200 ms, grows over 5 s, and leaves 500 ms after the page came', async () => {
    const page = slowPage();
    render(page.ui);
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS));
    expect(bar()).toBeVisible();
    expect(bar()).toHaveStyle({ animationDuration: `${PROGRESS_DURATION_MS}ms` });
    // A slow chunk keeps it on screen, however long it takes.
    act(() => vi.advanceTimersByTime(PROGRESS_DURATION_MS * 2));
    expect(bar()).toBeVisible();
    await page.arrive();
    expect(screen.getByRole('heading', { name: 'Страница' })).toBeVisible();
    act(() => vi.advanceTimersByTime(PROGRESS_HIDE_MS - 10));
    expect(bar()).toBeVisible();
    act(() => vi.advanceTimersByTime(10));
    expect(bar()).toBeNull();
  });
});
