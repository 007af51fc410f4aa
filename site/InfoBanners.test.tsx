import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { siteMessages } from '../i18n/site';
import { bannerNav, InfoBannerStrip, type Banner } from './InfoBanners';

const banners: Banner[] = [
  { id: '1', title: 'Первый', content: '<p>Раз</p><script>alert(1)</script>', priority: 'high' },
  { id: '2', title: 'Второй', content: '<b>Два</b>', priority: 'normal' },
  { id: '3', title: 'Третий', content: 'Три', priority: 'low' },
];

describe('the info banner strip', () => {
  it('is hidden without banners', () => {
    const { container } = render(<InfoBannerStrip banners={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('cycles with a counter and wraps round at both ends', async () => {
    const user = userEvent.setup();
    render(<InfoBannerStrip banners={banners} />);
    expect(screen.getByText('Первый')).toBeInTheDocument();
    expect(screen.getByText('1/3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: bannerNav.previous }));
    expect(screen.getByText('Третий')).toBeInTheDocument();
    expect(screen.getByText('3/3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: bannerNav.next }));
    expect(screen.getByText('1/3')).toBeInTheDocument();
  });

  it('collapses and expands, and renders only allowed HTML', async () => {
    const user = userEvent.setup();
    const { container } = render(<InfoBannerStrip banners={banners} />);
    expect(screen.getByText('Раз')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByLabelText('Высокий')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: siteMessages.collapse }));
    expect(screen.queryByText('Раз')).toBeNull();
    await user.click(screen.getByRole('button', { name: siteMessages.expand }));
    expect(screen.getByText('Раз')).toBeInTheDocument();
  });
});
