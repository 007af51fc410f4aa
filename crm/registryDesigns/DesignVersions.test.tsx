import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { VersionAnswer } from '../../src/registries/design';
import { ADMIN, setupRegistryApi } from '../registries/testAdmin';
import { DesignVersions, versionLines } from './DesignVersions';
import { renderInRecord } from './testRecord';

const api = setupRegistryApi();

const version = (number: number, diff: Partial<VersionAnswer['diff']>): VersionAnswer => ({
  number,
  published_at: '2026-12-07T09:30:00Z',
  published_by: 'Иванов Пётр',
  steps: [],
  diff: { added: [], removed: [], changed: [], settings: [], ...diff },
  labels: { name: 'Наименование', power: 'Мощность, МВт', status: 'Статус', note: 'Примечание' },
});

describe('a design’s versions', () => {
  it('tell what each version changed in the console’s words', () => {
    expect(
      versionLines(
        version(3, {
          added: ['name'],
          removed: ['note'],
          changed: [
            { key: 'status', settings: ['options', 'required'] },
            { key: 'power', settings: ['key', 'label'] },
          ],
          settings: ['grants', 'title'],
        }),
      ),
    ).toEqual([
      'Добавлено поле «Наименование»',
      'Убрано поле «Примечание»',
      'Изменено поле «Статус»: варианты, обязательность',
      'Изменено поле «Мощность, МВт»: ключ, название',
      'Изменены настройки реестра: права ролей, название',
    ]);
    expect(versionLines(version(2, {}))).toEqual(['Без изменений полей и настроек']);
  });

  it('are listed under a published design, newest first, page by page', async () => {
    const asked: string[] = [];
    api.server.use(
      http.get(`${ADMIN}/registry_designs/5/versions`, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        asked.push(page);
        const rows =
          page === '1'
            ? [version(21, { changed: [{ key: 'status', settings: ['required'] }] })]
            : [version(1, { added: ['name'] })];
        return HttpResponse.json({
          data: rows.map((v) => ({
            type: 'registry_version',
            id: String(v.number),
            attributes: v,
          })),
          meta: { total_count: 21, total_pages: 2 },
        });
      }),
    );
    renderInRecord('/versions', { id: 5, published_version: 21 }, <DesignVersions />);
    const table = await screen.findByRole('table', { name: 'Версии' }, { timeout: 5000 });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['21', '07.12.2026 12:30', 'Иванов Пётр', 'Изменено поле «Статус»: обязательность']);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Страница 2' }));
    expect(await screen.findByText('Добавлено поле «Наименование»')).toBeInTheDocument();
    expect(asked).toEqual(['1', '2']);
  });

  it('are not asked for while the design was never published', async () => {
    renderInRecord(
      '/versions',
      { id: 5, published_version: null },
      <>
        <p>черновик</p>
        <DesignVersions />
      </>,
    );
    expect(await screen.findByText('черновик', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.requests.filter((r) => r.includes('/versions'))).toEqual([]);
  });
});
