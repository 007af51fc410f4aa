import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdvertisingBanners } from './AdvertisingBanners';
import { renderAt } from './testing';

const origin = window.location.origin;
const server = setupServer(
  http.get(`${origin}/v1/advertising_banners`, () =>
    HttpResponse.json({
      data: [
        {
          type: 'advertising_banner',
          id: '1',
          attributes: {
            title: 'Догазификация',
            content: '<p>Бесплатно до границы участка</p><script>x()</script>',
            link: 'https://example.ru/dogaz',
            image: { url: '/v1/advertising_banners/1/image' },
          },
        },
      ],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('advertising banners', () => {
  it('shows each banner with its image and link, with sanitized text', async () => {
    const { container } = renderAt('/', '/', <AdvertisingBanners />);
    const image = await screen.findByRole('img', { name: 'Догазификация' });
    expect(image).toHaveAttribute('src', '/v1/advertising_banners/1/image');
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://example.ru/dogaz');
    expect(screen.getByText('Бесплатно до границы участка')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });
});
