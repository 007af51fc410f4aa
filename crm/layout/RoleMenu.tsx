/**
 * The role-filtered side menu (seed 001 §2 "Layout and menu"): `menuFor`'s entries in the seed
 * order, each with its icon, the current section highlighted; the equipment registry is an
 * external link opened in a new tab. Collapsed, only the icons show, with the label as a tooltip.
 */
import { List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link, useLocation } from 'react-router-dom';
import type { MenuItem } from '../../src/access';
import { EQUIPMENT_REGISTRY_URL } from './config';
import { menuIcons } from './menuIcons';

/** The entry whose path is the longest prefix of the current path, so one entry is active. */
export function activeSection(items: MenuItem[], pathname: string): MenuItem['section'] | null {
  let best: MenuItem | null = null;
  for (const item of items) {
    const p = item.path;
    if (!p || (pathname !== p && !pathname.startsWith(`${p}/`))) continue;
    if (!best?.path || p.length > best.path.length) best = item;
  }
  return best?.section ?? null;
}

function MenuEntry({
  item,
  active,
  collapsed,
}: {
  item: MenuItem;
  active: boolean;
  collapsed: boolean;
}) {
  const translate = useTranslate();
  const Icon = menuIcons[item.icon];
  const hint = item.external ? `${item.label} (${translate('app.shell.newTab')})` : item.label;
  const link = item.external
    ? {
        component: 'a' as const,
        href: EQUIPMENT_REGISTRY_URL,
        target: '_blank',
        rel: 'noopener noreferrer',
        // Collapsed, the tooltip says it; MUI refuses a title under a tooltip.
        title: collapsed ? undefined : hint,
      }
    : { component: Link, to: item.path ?? '' };
  const button = (
    <ListItemButton
      {...link}
      aria-label={item.label}
      aria-current={active ? 'page' : undefined}
      selected={active}
      data-section={item.section}
      sx={{
        minHeight: 40,
        px: collapsed ? 1.75 : 2,
        '&.Mui-selected': { boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}` },
      }}
    >
      <ListItemIcon
        sx={{ minWidth: collapsed ? 0 : 36, color: active ? 'primary.main' : undefined }}
      >
        <Icon fontSize="small" />
      </ListItemIcon>
      {!collapsed && (
        <ListItemText
          primary={item.label}
          slotProps={{ primary: { noWrap: true, fontSize: 14 } }}
        />
      )}
    </ListItemButton>
  );
  return collapsed ? (
    <Tooltip title={hint} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}

export function RoleMenu({ items, collapsed }: { items: MenuItem[]; collapsed: boolean }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const active = activeSection(items, pathname);
  return (
    <nav aria-label={translate('app.shell.menu')}>
      <List dense disablePadding>
        {items.map((item) => (
          <MenuEntry
            key={item.section}
            item={item}
            active={item.section === active}
            collapsed={collapsed}
          />
        ))}
      </List>
    </nav>
  );
}
