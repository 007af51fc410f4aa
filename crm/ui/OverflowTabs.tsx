/**
 * The console's one tab strip (seed 001 §2 "Tabs overflow into 'more', reserving 90 px"; the
 * rule in src/ui/tabs/fit.ts): MUI tabs that fit the strip are shown; the others go into 'Ещё',
 * a 90 px button at the end (aria-haspopup="menu") whose menu lists them in order. The selected
 * tab is always on the strip: a tab picked from the menu takes its place there (the last ones
 * shown move into the menu) and receives the focus. The strip is measured again whenever it or
 * a tab changes size. The tablist keeps MUI's keyboard (arrows, Home, End) over the shown tabs;
 * the hidden ones stay in the DOM for measuring, out of sight, disabled and aria-hidden.
 *
 * ```tsx
 * <OverflowTabs value={tab} onChange={setTab} tabs={[{ value: 'data', label: 'Данные' }, …]} />
 * ```
 * A tab with `to` is a link (a tab per page): MUI's Tab and the menu item render router links.
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Box, Button, Menu, MenuItem, Tab, Tabs, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { TAB_MORE_RESERVE_PX, useTabOverflow } from '../../src/ui/tabs';

export interface ConsoleTab<T extends string | number> {
  value: T;
  label: string;
  /** A tab that opens a page: its address. */
  to?: string;
}

interface OverflowTabsProps<T extends string | number> {
  tabs: readonly ConsoleTab<T>[];
  value: T;
  /** Not needed when every tab is a link. */
  onChange?: (value: T) => void;
  'aria-label'?: string;
  /** Styles of the strip (its border, margins). */
  sx?: SxProps<Theme>;
}

// Out of the flow and out of sight, yet laid out: its width is still measured.
const hiddenTab = {
  position: 'absolute',
  visibility: 'hidden',
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
} as const;
// A tab is one line wherever it stands, so its width does not depend on its place. Only a
// selected tab wider than the whole room shrinks (to an ellipsis): it is shown alone then, and
// measured unshrunk (useTabOverflow).
const shownTab = { whiteSpace: 'nowrap', flexShrink: 1 } as const;
const tabLabel = {
  display: 'block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};

export function OverflowTabs<T extends string | number>({
  tabs,
  value,
  onChange,
  'aria-label': label,
  sx,
}: OverflowTabsProps<T>) {
  const translate = useTranslate();
  const active = tabs.findIndex((t) => t.value === value);
  const overflow = useTabOverflow(
    tabs.map((t) => t.label),
    active,
  );
  // The 'Ещё' button while its menu is open.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // (A button gone with the overflow and back is a new one: the old menu stays closed.)
  const menuOpen = anchor?.isConnected === true;
  const moreButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the menu has gone: back to 'Ещё', or to the picked tab. Not
  // before — until then the menu holds the focus and the rest of the page is aria-hidden.
  const focusAfterMenu = useRef<number | 'more'>('more');
  const buttonId = useId();
  const menuId = useId();

  const close = () => {
    focusAfterMenu.current = 'more';
    setAnchor(null);
  };
  const pick = (index: number) => {
    focusAfterMenu.current = index;
    setAnchor(null);
    onChange?.(tabs[index]!.value);
  };
  const menuGone = () => {
    const target = focusAfterMenu.current;
    if (target === 'more') moreButton.current?.focus();
    else overflow.focusWhenShown(target);
  };

  return (
    <Box
      ref={overflow.ref}
      {...overflow.rootAttributes}
      sx={[{ display: 'flex', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Tabs
        value={active >= 0 ? value : false}
        onChange={(_, next: T) => onChange?.(next)}
        aria-label={label}
        sx={{ flex: '1 1 auto', minWidth: 0 }}
      >
        {tabs.map((tab, i) => {
          const hidden = overflow.isHidden(i);
          const props = {
            ...overflow.tabAttributes(i),
            value: tab.value,
            label: (
              <Box component="span" sx={tabLabel}>
                {tab.label}
              </Box>
            ),
            disabled: hidden,
            'aria-hidden': hidden || undefined,
            sx: hidden ? hiddenTab : shownTab,
          };
          return tab.to ? (
            <Tab key={tab.value} {...props} component={Link} to={tab.to} />
          ) : (
            <Tab key={tab.value} {...props} />
          );
        })}
      </Tabs>
      {overflow.hidden.length > 0 ? (
        <>
          <Button
            ref={moreButton}
            id={buttonId}
            color="inherit"
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            endIcon={<ArrowDropDownIcon />}
            onClick={(e) => setAnchor(e.currentTarget)}
            sx={{
              flex: `0 0 ${TAB_MORE_RESERVE_PX}px`,
              minWidth: 0,
              color: 'text.secondary',
              borderRadius: 0,
            }}
          >
            {translate('app.ui.tabsMore')}
          </Button>
          <Menu
            id={menuId}
            anchorEl={anchor}
            open={menuOpen}
            onClose={close}
            // The focus goes back to 'Ещё' on Escape, or to the picked tab (menuGone).
            disableRestoreFocus
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            slotProps={{
              list: { 'aria-labelledby': buttonId },
              transition: { onExited: menuGone },
            }}
          >
            {overflow.hidden.map((i) => {
              const tab = tabs[i]!;
              return tab.to ? (
                <MenuItem key={tab.value} component={Link} to={tab.to} onClick={() => pick(i)}>
                  {tab.label}
                </MenuItem>
              ) : (
                <MenuItem key={tab.value} onClick={() => pick(i)}>
                  {tab.label}
                </MenuItem>
              );
            })}
          </Menu>
        </>
      ) : null}
    </Box>
  );
}
