import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { origin, renderAt, serveApi } from '../testing';
import { contrastRatio, wcagLevel } from './contrast';
import HealthPage from './HealthPage';
import StorybookPage, { colourTokens } from './StorybookPage';
import { infoTexts as t } from './texts';

const accepts: string[] = [];
let health: () => Response = () =>
  HttpResponse.json({ status: 'ok', database: { kind: 'pglite', status: 'up' } });

serveApi(
  [
    http.get(`${origin}/health`, ({ request }) => {
      accepts.push(request.headers.get('accept') ?? '');
      return health();
    }),
  ],
  accepts,
);

describe('/health', () => {
  it('reads GET /health as JSON and shows the portal up', async () => {
    renderAt('/health', '/health', <HealthPage />);
    expect(await screen.findByText(t.healthOk)).toBeVisible();
    expect(screen.getByText(t.databaseUp)).toBeVisible();
    expect(screen.getByText('pglite')).toBeVisible();
    expect(accepts[0]).toBe('application/json');
  });

  it('shows a degraded portal when the database is down (503), and checks again', async () => {
    health = () =>
      HttpResponse.json(
        { status: 'degraded', database: { kind: 'pg', status: 'down' } },
        { status: 503 },
      );
    renderAt('/health', '/health', <HealthPage />);
    expect(await screen.findByText(t.healthDegraded)).toBeVisible();
    expect(screen.getByText(t.databaseDown)).toBeVisible();
    const before = accepts.length;
    health = () => HttpResponse.json({ status: 'ok', database: { kind: 'pg', status: 'up' } });
    fireEvent.click(screen.getByRole('button', { name: t.recheck }));
    expect(await screen.findByText(t.healthOk)).toBeVisible();
    expect(accepts.length).toBe(before + 1);
  });

  it('says the portal is unavailable when /health cannot be read', async () => {
    health = () => HttpResponse.error();
    renderAt('/health', '/health', <HealthPage />);
    expect(await screen.findByText(t.healthDown, {}, { timeout: 8000 })).toBeVisible();
  });
});

describe('/storybook', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
  });

  it('shows every colour token with its live value and contrast against the background', async () => {
    document.documentElement.style.setProperty('--c-bg', '#fff');
    document.documentElement.style.setProperty('--c-text', '#0b1f33');
    renderAt('/storybook', '/storybook', <StorybookPage />);
    const list = screen.getByRole('list', { name: t.colours });
    expect(within(list).getAllByRole('listitem')).toHaveLength(colourTokens.length);
    const text = list.querySelector('[data-token="--c-text"]')!;
    await waitFor(() => expect(text).toHaveTextContent('#0b1f33'));
    expect(text).toHaveTextContent(`${t.contrast}: 16,7:1 · AAA`);
    // The low-vision switch changes the tokens: the gallery follows.
    document.documentElement.style.setProperty('--c-text', '#000');
    document.documentElement.setAttribute('data-low-vision', 'true');
    await waitFor(() => expect(text).toHaveTextContent('21,0:1 · AAA'));
    document.documentElement.removeAttribute('data-low-vision');
  });

  it('renders the shared components: buttons, fields, table, notice, dialog, upload', async () => {
    renderAt('/storybook', '/storybook', <StorybookPage />);
    expect(screen.getByRole('button', { name: t.disabled })).toBeDisabled();
    expect(screen.getAllByRole('textbox', { name: t.sampleField })[1]).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('table', { name: t.table })).toBeInTheDocument();
    expect(screen.getByText(t.sampleNotice)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: t.openDialog }));
    const dialog = screen.getByRole('dialog', { name: t.sampleDialogTitle });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const file = new File(['x'], 'схема.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(t.sampleUpload, { selector: 'input' }), {
      target: { files: [file] },
    });
    expect(await screen.findByText('схема.pdf')).toBeVisible();
  });
});

describe('the design tokens (site/theme/tokens.css)', () => {
  const css = readFileSync('site/theme/tokens.css', 'utf8');
  const root = /:root\s*{([^}]*)}/.exec(css)![1]!;
  const token = (name: string) =>
    new RegExp(`^\\s*--c-${name}:\\s*([^;]+);`, 'm').exec(root)![1]!.trim();

  it.each([
    ['text', 'bg'],
    ['text-muted', 'bg'],
    ['primary', 'bg'],
    ['danger', 'bg'],
    ['success', 'bg'],
    ['text', 'bg-alt'],
    ['text-muted', 'bg-alt'],
    ['primary', 'bg-alt'],
    ['on-primary', 'primary'],
    ['on-primary', 'primary-hover'],
    ['primary', 'primary-soft'],
    ['danger', 'danger-soft'],
    ['success', 'success-soft'],
    ['text', 'warning-soft'],
  ])('--c-%s on --c-%s meets WCAG AA for body text', (fg, bg) => {
    const ratio = contrastRatio(token(fg), token(bg));
    expect(ratio).not.toBeNull();
    expect(wcagLevel(ratio!), `${ratio}`).toMatch(/^AA/);
    expect(ratio!).toBeGreaterThanOrEqual(4.5);
  });

  it('computes ratios as WCAG does', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(255, 255, 255)', 'white')).toBe(1);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('var(--x)', '#fff')).toBeNull();
  });
});
