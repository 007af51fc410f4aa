import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Resource } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ADMIN, renderRegistry, setupRegistryApi } from '../registries/testAdmin';
import { registryDesigns } from '.';
import { designTexts as t } from './texts';

const api = setupRegistryApi();

const design = {
  type: 'registry_design',
  id: '7',
  attributes: {
    code: 'boilers',
    title: ['Котельная', 'Котельные', 'Котельных'],
    fields: [
      { field_id: '1', key: 'name', kind: 'string', label: 'Наименование', required: true },
      { field_id: '2', key: 'capacity', kind: 'decimal', label: 'Мощность', list: true },
    ],
    published_version: 2,
    draft_version: 3,
    fields_count: 2,
    updated_at: '2026-12-08T09:00:00Z',
  },
};

describe('the designs as an auditor reads them', () => {
  it('opens a design read-only: its fields, versions and kept fields, nothing to change', async () => {
    api.server.use(
      http.get(`${ADMIN}/registry_designs`, () =>
        HttpResponse.json({ data: [design], meta: { total_count: 1, total_pages: 1 } }),
      ),
      http.get(`${ADMIN}/registry_designs/7`, () => HttpResponse.json({ data: design })),
      http.get(`${ADMIN}/registry_designs/7/kept_fields`, () =>
        HttpResponse.json({ data: [], meta: { total_count: 0, total_pages: 1 } }),
      ),
      http.get(`${ADMIN}/registry_designs/7/versions`, () =>
        HttpResponse.json({ data: [], meta: { total_count: 0, total_pages: 1 } }),
      ),
    );
    renderRegistry({
      definitions: [],
      path: '/registry_designs',
      keys: ['admin_registry_designs_read'],
      extra: <Resource name="registry_designs" {...registryDesigns} />,
    });
    const row = await screen.findByRole('row', { name: /boilers/ }, { timeout: 5000 });
    // Neither a new design nor a design's file to upload.
    expect(screen.queryByRole('button', { name: t.upload })).toBeNull();
    await userEvent.setup().click(within(row).getByText('boilers'));

    const fields = await screen.findByRole('row', { name: /Мощность/ }, { timeout: 5000 });
    expect(fields).toHaveTextContent('Дробное число');
    expect(screen.getByText(t.hasDraft)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.download })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.publish })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
