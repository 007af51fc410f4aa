import { Autocomplete, MenuItem, TextField, Tooltip } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  consoleDarkTheme,
  consoleLightTheme,
  DROPDOWN_MAX_HEIGHT,
  TOOLTIP_MIN_WIDTH,
} from './theme';

const options = Array.from({ length: 30 }, (_, i) => `Организация ${i + 1}`);

function renderThemed(children: ReactNode, theme = consoleLightTheme) {
  return render(<ThemeProvider theme={createTheme(theme)}>{children}</ThemeProvider>);
}

describe('the console theme (seed 000 §9, seed 001 §9)', () => {
  it('holds the seeds’ sizes', () => {
    expect(TOOLTIP_MIN_WIDTH).toBe(200);
    expect(DROPDOWN_MAX_HEIGHT).toBe(282);
  });

  it.each([
    ['light', consoleLightTheme],
    ['dark', consoleDarkTheme],
  ] as const)('a tooltip is at least 200 px wide (%s)', async (_name, theme) => {
    renderThemed(
      <Tooltip open title="Заявки">
        <button type="button">Меню</button>
      </Tooltip>,
      theme,
    );
    const tooltip = await screen.findByRole('tooltip');
    const body = tooltip.querySelector('.MuiTooltip-tooltip');
    expect(body).not.toBeNull();
    expect(getComputedStyle(body!).minWidth).toBe('200px');
  });

  it('a select’s menu is at most 282 px high', async () => {
    renderThemed(
      <TextField select label="Организация" value="" slotProps={{ select: { open: true } }}>
        {options.map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </TextField>,
    );
    const list = await screen.findByRole('listbox');
    const paper = list.closest('.MuiMenu-paper');
    expect(paper).not.toBeNull();
    expect(getComputedStyle(paper!).maxHeight).toBe('282px');
  });

  it('an autocomplete’s options are at most 282 px high', async () => {
    renderThemed(
      <Autocomplete
        open
        options={options}
        renderInput={(params) => <TextField {...params} label="Организация" />}
      />,
    );
    const list = await screen.findByRole('listbox');
    expect(getComputedStyle(list).maxHeight).toBe('282px');
  });

  it('keeps react-admin’s own overrides', () => {
    expect(consoleLightTheme.components?.MuiTextField?.defaultProps).toMatchObject({
      variant: 'filled',
    });
    expect(consoleLightTheme.palette?.background?.default).toBe('#fafafb');
  });
});
