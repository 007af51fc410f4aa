import { act, render, screen } from '@testing-library/react';
import { useNotify } from 'ra-core';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from './config';
import { ConsoleNotification } from './ConsoleNotification';
import { ConsoleTestContext } from './testing';

function Notify({ message }: { message: string }) {
  const notify = useNotify();
  useEffect(() => notify(message, { type: 'info' }), [notify, message]);
  return null;
}

function renderToast(message: string) {
  return render(
    <ConsoleTestContext>
      <Notify message={message} />
      <ConsoleNotification />
    </ConsoleTestContext>,
  );
}

afterEach(() => vi.useRealTimers());

describe('ConsoleNotification: links only', () => {
  it('shows a safe link of the message as a link opening in a new tab', async () => {
    renderToast(
      'Отчёт готов: <a href="/v1/files/7">скачать</a>, справка https://connectgas.ru/faq.',
    );
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Отчёт готов: скачать, справка https://connectgas.ru/faq.');
    const download = screen.getByRole('link', { name: 'скачать' });
    expect(download).toHaveAttribute('href', '/v1/files/7');
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'https://connectgas.ru/faq' })).toHaveAttribute(
      'href',
      'https://connectgas.ru/faq',
    );
  });

  it('keeps the text of an unsafe link and of other markup, never as HTML', async () => {
    renderToast(
      '<b>Ошибка</b> <a href="javascript:alert(1)">подробнее</a><img src=x onerror=alert(1)>',
    );
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Ошибка подробнее');
    expect(screen.queryByRole('link')).toBeNull();
    expect(toast.querySelector('b, img, [onerror]')).toBeNull();
  });

  it('still hides after 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderToast('Сохранено');
    await screen.findByRole('alert');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Сохранено');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    // Closed, the snackbar plays its exit transition, then leaves the page.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText('Сохранено')).toBeNull();
  });
});
