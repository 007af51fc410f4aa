/** The side menu's logo, a link to the console's home page (seed 001 §2 "Layout and menu"). */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';

export function Logo({ homePath, collapsed }: { homePath: string; collapsed: boolean }) {
  const translate = useTranslate();
  return (
    <Box
      component={Link}
      to={homePath}
      aria-label={translate('app.shell.home')}
      title={translate('app.title')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: collapsed ? 1 : 2,
        py: 2,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          flexShrink: 0,
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
          fontSize: 12,
        }}
      >
        {translate('app.shell.logoMark')}
      </Box>
      {!collapsed && (
        <Typography sx={{ fontSize: 13, fontWeight: 600, lineHeight: 1.2 }}>
          {translate('app.shell.logoText')}
        </Typography>
      )}
    </Box>
  );
}
