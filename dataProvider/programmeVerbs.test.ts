import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN, useApi } from './testApi';

const { server, requests, provider } = useApi();
const maps = {
  paths: { gasification_programs_items: 'gasification_programs/items' },
  types: { gasification_programs_items: 'gasification_program_item' },
};

describe('programmeItemPreview', () => {
  it('POSTs the form values to /preview and reads the three numbers', async () => {
    let body: unknown;
    server.use(
      http.post(`${ADMIN}/gasification_programs/items/preview`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          data: {
            type: 'gasification_program_item_preview',
            id: '4',
            attributes: {
              perspective_consumers_count: 12,
              ungasified_settlements_count: 1,
              settlements_count: 2,
            },
          },
        });
      }),
    );
    const rows = [
      { id: '9', settlement_id: '11', _destroy: false },
      { settlement_id: '12', _destroy: false },
    ];
    const { data } = await provider(maps).dataProvider.programmeItemPreview(
      'gasification_programs_items',
      { id: 4, data: { promising_boiler_rooms_count: 12, item_settlements: rows } },
    );
    expect(requests).toEqual([`POST ${ADMIN}/gasification_programs/items/preview`]);
    // Nested rows carry _destroy: sent with their ids, not dropped as embedded copies.
    expect(body).toEqual({
      data: {
        type: 'gasification_program_item',
        id: '4',
        attributes: { promising_boiler_rooms_count: 12, item_settlements: rows },
      },
    });
    expect(data).toEqual({
      perspective_consumers_count: 12,
      ungasified_settlements_count: 1,
      settlements_count: 2,
    });
  });
});

describe('nested rows on save', () => {
  it('sends item settlements with ids and _destroy, and still drops embedded records', async () => {
    let body: unknown;
    server.use(
      http.patch(`${ADMIN}/gasification_programs/items/4`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { type: 'gasification_program_item', id: '4' } });
      }),
    );
    const rows = [{ id: '9', settlement_id: '11', _destroy: true }];
    await provider(maps).dataProvider.update('gasification_programs_items', {
      id: 4,
      data: { item_settlements: rows, region: { id: '60', name: 'Псковская область' } },
      previousData: { id: 4, item_settlements: [] },
    });
    expect(body).toEqual({
      data: { type: 'gasification_program_item', id: '4', attributes: { item_settlements: rows } },
    });
  });
});
