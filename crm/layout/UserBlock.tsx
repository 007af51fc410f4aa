/**
 * The side menu's user block (seed 000 §2 "Menus"): the staff member's name and role label;
 * a click opens the popup, which repeats them and offers 'Личные данные', 'Сменить пароль'
 * and 'Выйти'.
 */
import {
  Avatar,
  Box,
  ButtonBase,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import { useLogout, useTranslate } from 'ra-core';
import { useContext, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { markSignedOut } from '../returnPath';
import { SignOutContext } from '../session';

export const PROFILE_PATH = '/crm/profile';
export const CHANGE_PASSWORD_PATH = '/crm/profile/change_password';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

export function UserBlock({
  name,
  roleLabel,
  collapsed,
}: {
  name: string;
  roleLabel: string;
  collapsed: boolean;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const beginSignOut = useContext(SignOutContext);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  const button = (
    <ButtonBase
      onClick={(e) => setAnchor(e.currentTarget)}
      aria-haspopup="menu"
      aria-expanded={anchor ? 'true' : undefined}
      aria-label={translate('app.shell.userMenu')}
      data-testid="user-block"
      sx={{ width: '100%', justifyContent: 'flex-start', gap: 1.5, px: collapsed ? 1 : 2, py: 1.5 }}
    >
      <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}>
        {initials(name)}
      </Avatar>
      {!collapsed && (
        <Box sx={{ minWidth: 0, textAlign: 'left' }}>
          <Typography noWrap sx={{ fontSize: 14, fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography noWrap sx={{ fontSize: 12, color: 'text.secondary' }}>
            {roleLabel}
          </Typography>
        </Box>
      )}
    </ButtonBase>
  );
  return (
    <>
      {collapsed ? (
        <Tooltip title={`${name} — ${roleLabel}`} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <ListSubheader sx={{ lineHeight: 1.5, py: 1 }}>
          <Typography sx={{ fontSize: 14, fontWeight: 600 }}>{name}</Typography>
          <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{roleLabel}</Typography>
        </ListSubheader>
        <MenuItem onClick={() => go(PROFILE_PATH)}>{translate('app.ui.personalData')}</MenuItem>
        <MenuItem onClick={() => go(CHANGE_PASSWORD_PATH)}>
          {translate('app.ui.changePassword')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            markSignedOut();
            beginSignOut();
            void logout({}, undefined, false);
          }}
        >
          {translate('ra.auth.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
