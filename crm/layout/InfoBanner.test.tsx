import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../src/api';
import { InfoBannerStrip } from './InfoBanner';
import { ConsoleTestContext, consoleDataProvider } from './testing';
import { INFO_BANNERS_URL, toBanners, useInfoBanners, type Banner } from './useInfoBanners';

const banners: Banner[] = [
  { id: '1', title: 'Первый', content: '<p>Текст <b>первого</b></p>', priority: 'high' },
  { id: '2', title: 'Второй', content: '<p>Текст второго</p>', priority: 'normal' },
  { id: '3', title: 'Третий', content: '<p>Текст третьего</p>', priority: 'low' },
];

function renderStrip(list: Banner[]) {
  return render(
    <ConsoleTestContext>
      <InfoBannerStrip banners={list} />
    </ConsoleTestContext>,
  );
}

const title = () => screen.getByRole('heading', { level: 2 });

describe('the info banner strip', () => {
  it('shows nothing without banners', async () => {
    renderStrip([]);
    await screen.findByTestId('location');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows one banner with its priority icon, title, content and the counter', async () => {
    renderStrip(banners);
    expect(await screen.findByRole('region', { name: 'Объявления' })).toBeInTheDocument();
    expect(title()).toHaveTextContent('Первый');
    expect(screen.getByTestId('banner-content').innerHTML).toBe('<p>Текст <b>первого</b></p>');
    expect(screen.getByRole('img', { name: 'Приоритет: Высокий' })).toBeInTheDocument();
    expect(screen.getByTestId('banner-counter')).toHaveTextContent('1/3');
  });

  it('cycles with previous and next, wrapping round at both ends', async () => {
    const user = userEvent.setup();
    renderStrip(banners);
    const next = await screen.findByRole('button', { name: 'Следующее объявление' });
    const previous = screen.getByRole('button', { name: 'Предыдущее объявление' });
    await user.click(previous);
    expect(screen.getByTestId('banner-counter')).toHaveTextContent('3/3');
    expect(title()).toHaveTextContent('Третий');
    expect(screen.getByRole('img', { name: 'Приоритет: Низкий' })).toBeInTheDocument();
    await user.click(next);
    expect(screen.getByTestId('banner-counter')).toHaveTextContent('1/3');
    await user.click(next);
    await user.click(next);
    expect(title()).toHaveTextContent('Третий');
    await user.click(next);
    expect(title()).toHaveTextContent('Первый');
  });

  it('collapses and expands the content', async () => {
    const user = userEvent.setup();
    renderStrip(banners);
    await user.click(await screen.findByRole('button', { name: 'Свернуть' }));
    expect(screen.queryByTestId('banner-content')).toBeNull();
    expect(title()).toHaveTextContent('Первый');
    await user.click(screen.getByRole('button', { name: 'Развернуть' }));
    expect(screen.getByTestId('banner-content')).toBeInTheDocument();
  });

  it('shows a single banner without the counter', async () => {
    renderStrip([banners[1]!]);
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Второй');
    expect(screen.queryByTestId('banner-counter')).toBeNull();
  });

  it('strips markup outside the allow-list', async () => {
    renderStrip([
      {
        id: '9',
        title: 'X',
        content: '<p onclick="x()">Да<script>alert(1)</script></p>',
        priority: 'normal',
      },
    ]);
    expect((await screen.findByTestId('banner-content')).innerHTML).toBe('<p>Да</p>');
  });
});

describe('the banners source', () => {
  it('reads the JSON:API list, highest priority first', () => {
    const list = toBanners({
      data: [
        { type: 'infobanner', id: '1', attributes: { title: 'a', content: '', priority: 'low' } },
        { type: 'infobanner', id: '2', attributes: { title: 'b', content: '', priority: 'high' } },
        {
          type: 'infobanner',
          id: '3',
          attributes: { title: 'c', content: '', priority: 'normal' },
        },
      ],
    });
    expect(list.map((b) => b.title)).toEqual(['b', 'c', 'a']);
  });

  function Count() {
    const list = useInfoBanners();
    return <span data-testid="count">{list.length}</span>;
  }

  /** The hook over the console's dataProvider on the given HTTP client. */
  function Probe({ client }: { client: HttpClient }) {
    return (
      <ConsoleTestContext dataProvider={consoleDataProvider(client)}>
        <Count />
      </ConsoleTestContext>
    );
  }

  it('asks for the admin context and hides on failure, logging it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = vi.fn(async () => {
      throw new Error('boom');
    }) as unknown as HttpClient;
    render(<Probe client={client} />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(client).toHaveBeenCalledWith(
      INFO_BANNERS_URL,
      expect.objectContaining({ query: { context: 'admin' } }),
    );
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    warn.mockRestore();
  });
});
