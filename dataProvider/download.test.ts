import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '../i18n/messages';
import { saveBlob } from './files';
import { ADMIN, API, useApi } from './testApi';

const { server, requests, provider } = useApi();

describe('download', () => {
  it('asks for a download_url; a transfer=binary one is fetched with the token and saved', async () => {
    let binaryAuth: string | null = null;
    server.use(
      http.get(`${ADMIN}/attachments/12`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('transfer')).toBe('download_url');
        return HttpResponse.json({
          data: {
            type: 'attachment',
            id: '12',
            attributes: {
              original_filename: 'Договор.pdf',
              download_url: '/v1/admin/attachments/12/file?transfer=binary&token=t',
            },
          },
        });
      }),
      http.get(`${ADMIN}/attachments/12/file`, ({ request }) => {
        binaryAuth = request.headers.get('authorization');
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]));
      }),
    );
    const { dataProvider, saveBlob, openWindow } = provider();
    const { data } = await dataProvider.download('attachments', { id: 12 });
    expect(requests).toEqual([`GET ${ADMIN}/attachments/12`, `GET ${ADMIN}/attachments/12/file`]);
    expect(binaryAuth).toBe('Bearer jwt-1');
    // Without Content-Disposition the record's original name is used.
    const [blob, name] = saveBlob.mock.calls[0]!;
    expect(name).toBe('Договор.pdf');
    expect(blob.size).toBe(4);
    expect(openWindow).not.toHaveBeenCalled();
    expect(data).toMatchObject({ saved: true, filename: 'Договор.pdf' });
  });

  it('opens any other download_url in a new tab, given a full path', async () => {
    const url = 'https://storage.test/bucket/a.pdf?X-Amz-Signature=s';
    server.use(
      http.get(`${API}/v1/admin/instructions/5/file`, () =>
        HttpResponse.json({ download_url: url }),
      ),
    );
    const { dataProvider, saveBlob, openWindow } = provider();
    const { data } = await dataProvider.download('/v1/admin/instructions/5/file');
    expect(openWindow).toHaveBeenCalledWith(url, '_blank', 'noopener');
    expect(saveBlob).not.toHaveBeenCalled();
    expect(requests).toEqual([`GET ${API}/v1/admin/instructions/5/file`]);
    expect(data).toEqual({ url, saved: false });
  });

  it('fails with the default message when the answer has no download_url', async () => {
    server.use(http.get(`${ADMIN}/attachments/1`, () => HttpResponse.json({ data: null })));
    const { dataProvider, openWindow } = provider();
    await expect(dataProvider.download('attachments', { id: 1 })).rejects.toMatchObject({
      message: errorMessages.default,
    });
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('passes the server refusal through', async () => {
    server.use(
      http.get(`${ADMIN}/attachments/2`, () =>
        HttpResponse.json({ errors: [{ detail: errorMessages.forbidden }] }, { status: 403 }),
      ),
    );
    await expect(provider().dataProvider.download('attachments', { id: 2 })).rejects.toMatchObject({
      status: 403,
      message: errorMessages.forbidden,
    });
  });
});

describe('saveBlob', () => {
  const RealUrl = globalThis.URL;
  afterEach(() => {
    vi.stubGlobal('URL', RealUrl);
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('clicks a temporary <a download> on an object URL and revokes it afterwards', () => {
    vi.useFakeTimers();
    // jsdom has no object URLs; a subclass stands in for the browser's.
    const revoke = vi.fn();
    const create = vi.fn(() => 'blob:x');
    class FakeUrl extends RealUrl {
      static override createObjectURL = create;
      static override revokeObjectURL = revoke;
    }
    vi.stubGlobal('URL', FakeUrl);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('отчёт.csv');
      expect(this.getAttribute('href')).toBe('blob:x');
    });
    saveBlob(new Blob(['a']), 'отчёт.csv');
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:x');
  });
});
