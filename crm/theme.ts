/**
 * The console's MUI themes: react-admin's light and dark themes with the sizes of seed 000 §9 /
 * seed 001 §9 that belong to every tooltip and dropdown list, set once here rather than on each
 * component:
 *
 * - a tooltip is at least 200 px wide;
 * - a dropdown list (a select's menu, an autocomplete's options, an action menu) is at most
 *   282 px high and scrolls beyond — the console's figure; the site's lists take the 300 px of
 *   "another layout" (site/theme/tokens.css `--dropdown-max-height`).
 *
 * crm/App.tsx hands both to react-admin's AdminContext, which picks the dark one when the system
 * prefers it, as with react-admin's own themes.
 */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Seed 000 §9, seed 001 §9: "tooltip min width 200px". */
export const TOOLTIP_MIN_WIDTH = 200;
/** Seed 000 §9, seed 001 §9: "dropdown list max 282px" in the admin layout. */
export const DROPDOWN_MAX_HEIGHT = 282;

/** A react-admin theme with the console's tooltip and dropdown sizes. */
function withConsoleSizes(theme: RaThemeOptions): RaThemeOptions {
  const base = theme.components ?? {};
  return {
    ...theme,
    components: {
      ...base,
      MuiTooltip: {
        ...base.MuiTooltip,
        styleOverrides: { tooltip: { minWidth: TOOLTIP_MIN_WIDTH } },
      },
      MuiMenu: {
        ...base.MuiMenu,
        styleOverrides: { paper: { maxHeight: DROPDOWN_MAX_HEIGHT } },
      },
      MuiAutocomplete: {
        ...base.MuiAutocomplete,
        styleOverrides: { listbox: { maxHeight: DROPDOWN_MAX_HEIGHT } },
      },
    },
  };
}

/** react-admin's light theme and, for a dark system preference, its dark one. */
export const consoleLightTheme = withConsoleSizes(defaultLightTheme);
export const consoleDarkTheme = withConsoleSizes(defaultDarkTheme);
