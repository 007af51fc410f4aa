import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { putRecord } from './recordCache';

describe('putRecord', () => {
  it('merges the answer into the cached record and the rows of cached lists', () => {
    const client = new QueryClient();
    client.setQueryData(['leads', 'getOne', { id: '7', meta: { included: 'service' } }], {
      id: '7',
      status: 'pending',
      uid: 'A-7',
    });
    client.setQueryData(['leads', 'getList', { page: 1 }], {
      data: [
        { id: 7, status: 'pending' },
        { id: 8, status: 'pending' },
      ],
      total: 2,
    });
    client.setQueryData(['contracts', 'getOne', { id: '7' }], { id: '7', status: 'draft' });

    putRecord(client, 'leads', { id: '7', status: 'in_work' });

    expect(
      client.getQueryData(['leads', 'getOne', { id: '7', meta: { included: 'service' } }]),
    ).toEqual({ id: '7', status: 'in_work', uid: 'A-7' });
    expect(client.getQueryData(['leads', 'getList', { page: 1 }])).toEqual({
      data: [
        { id: '7', status: 'in_work' },
        { id: 8, status: 'pending' },
      ],
      total: 2,
    });
    // Another resource with the same id is left alone.
    expect(client.getQueryData(['contracts', 'getOne', { id: '7' }])).toEqual({
      id: '7',
      status: 'draft',
    });
  });

  it('drops an embedded relation whose id the answer changed without embedding it', () => {
    const client = new QueryClient();
    const key = ['leads', 'getOne', { id: '1' }];
    client.setQueryData(key, {
      id: '1',
      admin_id: '15',
      admin: { id: '15', full_name: 'Оператор Псков' },
      service_id: '3',
      service: { id: '3', name: 'Догазификация' },
      branch_id: '4',
      branch: { id: '4', name: 'Филиал' },
    });

    putRecord(client, 'leads', {
      id: '1',
      admin_id: null,
      service_id: '6',
      service: { id: '6', name: 'Консультация' },
      branch_id: '4',
    });

    expect(client.getQueryData(key)).toEqual({
      id: '1',
      admin_id: null,
      service_id: '6',
      service: { id: '6', name: 'Консультация' },
      branch_id: '4',
      branch: { id: '4', name: 'Филиал' },
    });
  });
});
