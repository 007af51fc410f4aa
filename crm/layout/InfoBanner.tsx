/**
 * The info banner strip at the top of the console content (seed 001 §2 "Info banner"): one
 * banner at a time with its priority icon, title and content (sanitized HTML), 'Свернуть' /
 * 'Развернуть', and previous/next with an n/total counter wrapping round at both ends.
 * Nothing is shown when there are no banners. `InfoBannerStrip` is the pure view.
 */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PriorityHigh from '@mui/icons-material/PriorityHigh';
import LowPriority from '@mui/icons-material/LowPriority';
import { Box, Button, IconButton, Paper, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import {
  bannerPriorityLabels,
  isBannerPriority,
  type BannerPriority,
} from '../../src/domain/banners';
import { sanitizeHtml } from '../../src/validation/html';
import { useBannerCarousel } from './useBannerCarousel';
import { useInfoBanners, type Banner } from './useInfoBanners';

const priorityIcons: Record<BannerPriority, { Icon: typeof InfoOutlined; color: string }> = {
  high: { Icon: PriorityHigh, color: 'error.main' },
  normal: { Icon: InfoOutlined, color: 'info.main' },
  low: { Icon: LowPriority, color: 'text.secondary' },
};

function PriorityIcon({ priority }: { priority: string }) {
  const translate = useTranslate();
  const level: BannerPriority = isBannerPriority(priority) ? priority : 'normal';
  const { Icon, color } = priorityIcons[level];
  const label = translate('app.shell.bannerPriority', { label: bannerPriorityLabels[level] });
  return <Icon titleAccess={label} data-priority={level} sx={{ color, mt: 0.25 }} />;
}

export function InfoBannerStrip({ banners }: { banners: Banner[] }) {
  const translate = useTranslate();
  const { index, collapsed, previous, next, toggleCollapsed } = useBannerCarousel(banners.length);
  const banner = banners[index];
  if (!banner) return null;
  return (
    <Paper
      component="section"
      aria-label={translate('app.shell.banners')}
      square
      elevation={0}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', px: 3, py: 1, bgcolor: '#fff8e1' }}
    >
      <PriorityIcon priority={banner.priority} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 600, fontSize: 15 }}>
          {banner.title}
        </Typography>
        {!collapsed && (
          <Box
            data-testid="banner-content"
            sx={{ fontSize: 14, '& p': { my: 0.5 } }}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(banner.content) }}
          />
        )}
      </Box>
      {banners.length > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
          <IconButton
            size="small"
            onClick={previous}
            aria-label={translate('app.shell.previousBanner')}
          >
            <ChevronLeft fontSize="small" />
          </IconButton>
          <Typography component="span" sx={{ fontSize: 13 }} data-testid="banner-counter">
            {index + 1}/{banners.length}
          </Typography>
          <IconButton size="small" onClick={next} aria-label={translate('app.shell.nextBanner')}>
            <ChevronRight fontSize="small" />
          </IconButton>
        </Box>
      )}
      <Button size="small" onClick={toggleCollapsed} sx={{ flexShrink: 0 }}>
        {translate(collapsed ? 'app.ui.expand' : 'app.ui.collapse')}
      </Button>
    </Paper>
  );
}

/** The strip fed with the console's active banners. */
export function InfoBanner() {
  const banners = useInfoBanners();
  return <InfoBannerStrip banners={banners} />;
}
