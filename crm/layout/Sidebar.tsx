/**
 * The collapsible side menu (seed 001 §2, seed 000 §9): 268 px wide, 202 px below a 1600 px
 * viewport, 52 px collapsed; the logo, the user block, the role menu (the sections, then the
 * run-time registries the member may read) and the collapse toggle.
 * The collapsed state persists in localStorage.
 */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Divider, IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { MENU_NARROW_BELOW, MENU_WIDTH, MENU_WIDTH_COLLAPSED, MENU_WIDTH_NARROW } from './config';
import { Logo } from './Logo';
import { RoleMenu } from './RoleMenu';
import type { ConsoleViewer } from './useConsoleViewer';
import { useMenuCollapsed } from './useMenuCollapsed';
import { UserBlock } from './UserBlock';
import { useRuntimeMenu } from '../runtimeRegistries/useRuntimeMenu';

function CollapseToggle({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const translate = useTranslate();
  const label = translate(collapsed ? 'app.shell.expandMenu' : 'app.shell.collapseMenu');
  return (
    <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 1 }}>
      <Tooltip title={label} placement="right">
        <IconButton onClick={onToggle} aria-label={label} aria-expanded={!collapsed} size="small">
          {collapsed ? <ChevronRight /> : <ChevronLeft />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}

export function Sidebar({ viewer }: { viewer: ConsoleViewer }) {
  const [collapsed, toggle] = useMenuCollapsed();
  const menu = useRuntimeMenu(viewer.menu);
  const width = collapsed ? MENU_WIDTH_COLLAPSED : MENU_WIDTH;
  const narrow = collapsed ? MENU_WIDTH_COLLAPSED : MENU_WIDTH_NARROW;
  return (
    <Box
      component="aside"
      data-testid="console-sidebar"
      data-collapsed={collapsed}
      sx={{
        width,
        [`@media (max-width: ${MENU_NARROW_BELOW - 0.02}px)`]: { width: narrow },
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <Logo homePath={viewer.homePath} collapsed={collapsed} />
      <UserBlock name={viewer.name} roleLabel={viewer.roleLabel} collapsed={collapsed} />
      <Divider />
      {/* Only the menu scrolls; the toggle stays at the bottom. */}
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden' }}>
        <RoleMenu items={menu} collapsed={collapsed} />
      </Box>
      <CollapseToggle collapsed={collapsed} onToggle={toggle} />
    </Box>
  );
}
