import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { errorMessages } from '../i18n/messages';
import { maxUploadBytes, uploadChunkBytes } from '../src/domain/uploads';
import { maxFileSize } from '../src/validation/files';
import { validationMessages } from '../src/validation/messages';
import { ADMIN, API, useApi } from './testApi';
import { uploadResume } from './upload';

const { server, requests, provider } = useApi();
const STORAGE = 'http://storage.test';

/** Two full parts and a short third one. */
const bigFile = () =>
  new File([new Uint8Array(uploadChunkBytes * 2 + 100)], 'Инструкция.pdf', {
    type: 'application/pdf',
  });

interface Seen {
  start?: unknown;
  urls: unknown[];
  puts: { part: number; bytes: number; auth: string | null }[];
  complete?: unknown;
}

/** The server side of the protocol under `base`; `partUrl` says where each part goes. */
function storage(base: string, partUrl: (part: number) => string, failPart?: number) {
  const seen: Seen = { urls: [], puts: [] };
  const put = async ({ request }: { request: Request }) => {
    const part = Number(new URL(request.url).searchParams.get('part'));
    const bytes = (await request.arrayBuffer()).byteLength;
    seen.puts.push({ part, bytes, auth: request.headers.get('authorization') });
    if (part === failPart) return new HttpResponse(null, { status: 500 });
    return new HttpResponse(null, { headers: { ETag: `"etag-${part}"` } });
  };
  server.use(
    http.post(`${base}_start`, async ({ request }) => {
      seen.start = await request.json();
      return HttpResponse.json({
        data: { type: 'attachment', id: '70', attributes: { upload_id: 'up-1' } },
      });
    }),
    http.post(`${base}_url`, async ({ request }) => {
      const body = (await request.json()) as { part_number: number };
      seen.urls.push(body);
      return HttpResponse.json({ upload_url: partUrl(body.part_number) });
    }),
    http.put(`${API}/v1/storage/parts`, put),
    http.put(`${STORAGE}/bucket/object`, put),
    http.post(`${base}_complete`, async ({ request }) => {
      seen.complete = await request.json();
      return HttpResponse.json({
        data: {
          type: 'attachment',
          id: '70',
          attributes: { original_filename: 'Инструкция.pdf', kind: 'instruction' },
        },
      });
    }),
  );
  return seen;
}

describe('upload', () => {
  it('starts, PUTs 5 MiB parts in order with their ETags, reports progress, completes', async () => {
    const seen = storage(
      `${ADMIN}/instructions/single_multipart_upload`,
      (part) => `/v1/storage/parts?upload=up-1&part=${part}`,
    );
    const onProgress = vi.fn();
    const { data } = await provider().dataProvider.upload('instructions', {
      file: bigFile(),
      kind: 'instruction',
      single: true,
      onProgress,
    });
    expect(seen.start).toEqual({
      data: {
        type: 'attachment',
        attributes: { kind: 'instruction', original_filename: 'Инструкция.pdf' },
      },
    });
    expect(seen.urls).toEqual([1, 2, 3].map((n) => ({ upload_id: 'up-1', part_number: n })));
    // A same-origin part goes through the shared client, so it carries the token.
    expect(seen.puts).toEqual([
      { part: 1, bytes: uploadChunkBytes, auth: 'Bearer jwt-1' },
      { part: 2, bytes: uploadChunkBytes, auth: 'Bearer jwt-1' },
      { part: 3, bytes: 100, auth: 'Bearer jwt-1' },
    ]);
    expect(seen.complete).toEqual({
      upload_id: 'up-1',
      parts: [1, 2, 3].map((n) => ({ part_number: n, etag: `"etag-${n}"` })),
    });
    expect(onProgress.mock.calls.map(([f]) => f)).toEqual([1 / 3, 2 / 3, 1]);
    expect(data).toEqual({ id: '70', original_filename: 'Инструкция.pdf', kind: 'instruction' });
  });

  it('sends no token to a storage URL on another origin; uses the record path', async () => {
    const seen = storage(
      `${ADMIN}/gro_requests/12/multipart_upload`,
      (part) => `${STORAGE}/bucket/object?X-Amz-Signature=s&part=${part}`,
    );
    const file = new File([new Uint8Array(uploadChunkBytes + 1)], 'Акт.docx');
    await provider().dataProvider.upload('gro_requests', { file, kind: 'act', recordId: 12 });
    expect(seen.puts.map((p) => [p.part, p.auth, p.bytes])).toEqual([
      [1, null, uploadChunkBytes],
      [2, null, 1],
    ]);
    expect(requests.at(-1)).toBe(`POST ${ADMIN}/gro_requests/12/multipart_upload_complete`);
  });

  it('uses basePath as it is', async () => {
    const seen = storage(
      `${ADMIN}/reporting_documents/3/attachments/multipart_upload`,
      (part) => `/v1/storage/parts?part=${part}`,
    );
    await provider().dataProvider.upload('ignored', {
      file: new File(['x'], 'отчёт.xlsx'),
      basePath: '/v1/admin/reporting_documents/3/attachments',
    });
    expect(seen.complete).toEqual({
      upload_id: 'up-1',
      parts: [{ part_number: 1, etag: '"etag-1"' }],
    });
  });

  it("fails with 'Ошибка при загрузке файла' on a failed part and never completes", async () => {
    const seen = storage(
      `${ADMIN}/instructions/multipart_upload`,
      (part) => `${STORAGE}/bucket/object?part=${part}`,
      2,
    );
    const onProgress = vi.fn();
    await expect(
      provider().dataProvider.upload('instructions', { file: bigFile(), onProgress }),
    ).rejects.toMatchObject({ message: errorMessages.uploadFailed });
    expect(seen.puts.map((p) => p.part)).toEqual([1, 2]);
    expect(onProgress).toHaveBeenCalledTimes(1);
    expect(seen.complete).toBeUndefined();
  });

  it("fails with 'Ошибка при загрузке файла' when a part comes back without an ETag", async () => {
    const seen = storage(`${ADMIN}/instructions/multipart_upload`, () => `${STORAGE}/no-etag`);
    server.use(http.put(`${STORAGE}/no-etag`, () => new HttpResponse(null, { status: 200 })));
    await expect(
      provider().dataProvider.upload('instructions', { file: new File(['x'], 'a.pdf') }),
    ).rejects.toMatchObject({ message: errorMessages.uploadFailed });
    expect(seen.complete).toBeUndefined();
  });

  it('passes a cancel through as it is, not as a failed upload', async () => {
    const seen = storage(`${ADMIN}/instructions/multipart_upload`, () => `${STORAGE}/slow`);
    const controller = new AbortController();
    server.use(
      http.put(`${STORAGE}/slow`, async () => {
        controller.abort();
        await delay(50);
        return new HttpResponse(null, { headers: { ETag: '"late"' } });
      }),
    );
    const error = await provider()
      .dataProvider.upload('instructions', {
        file: new File(['x'], 'a.pdf'),
        signal: controller.signal,
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(seen.complete).toBeUndefined();
  });

  it('refuses a disallowed extension before any request', async () => {
    await expect(
      provider().dataProvider.upload('instructions', { file: new File(['x'], 'setup.exe') }),
    ).rejects.toMatchObject({
      message: validationMessages.fileFormat,
      body: { errors: { file: validationMessages.fileFormat } },
    });
    expect(requests).toEqual([]);
  });

  it('refuses a file over 1 GiB before any request', async () => {
    // A File-like object: 1 GiB is only claimed, never allocated.
    const huge = {
      name: 'фильм.mp4',
      get size() {
        return maxUploadBytes + 1;
      },
      slice: () => new Blob(),
    };
    const message = maxFileSize()(huge);
    expect(message).toBeDefined();
    await expect(
      provider().dataProvider.upload('instructions', { file: huge }),
    ).rejects.toMatchObject({ message });
    expect(requests).toEqual([]);
  });
});

describe('upload retry', () => {
  const base = `${ADMIN}/instructions/multipart_upload`;
  const partUrl = (part: number) => `${STORAGE}/bucket/object?part=${part}`;
  /** The next PUT to storage fails; later ones reach the ordinary handler. */
  const failNextPut = () =>
    server.use(
      http.put(`${STORAGE}/bucket/object`, () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );

  it('goes on from the failed part without a new start, and completes with every ETag', async () => {
    const seen = storage(base, partUrl, 2);
    const params = { file: bigFile() };
    const error = await provider()
      .dataProvider.upload('instructions', params)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ message: errorMessages.uploadFailed });
    const resume = uploadResume(error);
    expect(resume).toMatchObject({
      uploadId: 'up-1',
      parts: [{ part_number: 1, etag: '"etag-1"' }],
    });

    server.use(
      http.put(`${STORAGE}/bucket/object`, async ({ request }) => {
        const part = Number(new URL(request.url).searchParams.get('part'));
        seen.puts.push({ part, bytes: (await request.arrayBuffer()).byteLength, auth: null });
        return new HttpResponse(null, { headers: { ETag: `"etag-${part}"` } });
      }),
    );
    requests.length = 0;
    const onProgress = vi.fn();
    const { data } = await provider().dataProvider.upload('instructions', {
      ...params,
      resume,
      onProgress,
    });
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([
      `POST ${base}_url`,
      `POST ${base}_url`,
      `POST ${base}_complete`,
    ]);
    expect(seen.puts.map((p) => p.part)).toEqual([1, 2, 2, 3]);
    expect(seen.complete).toEqual({
      upload_id: 'up-1',
      parts: [1, 2, 3].map((n) => ({ part_number: n, etag: `"etag-${n}"` })),
    });
    expect(onProgress.mock.calls.map(([f]) => f)).toEqual([1 / 3, 2 / 3, 1]);
    expect(data).toMatchObject({ id: '70' });
  });

  it("keeps the server's own refusal of a part URL, and retries that part", async () => {
    const seen = storage(base, partUrl);
    server.use(
      http.post(
        `${base}_url`,
        () =>
          HttpResponse.json(
            { errors: [{ code: 'unavailable', title: 'Данный функционал временно недоступен' }] },
            { status: 503 },
          ),
        { once: true },
      ),
    );
    const file = new File(['x'], 'a.pdf');
    const error = await provider()
      .dataProvider.upload('instructions', { file })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503 });
    expect(uploadResume(error)).toMatchObject({ uploadId: 'up-1', parts: [] });
    await provider().dataProvider.upload('instructions', { file, resume: uploadResume(error) });
    expect(seen.urls).toEqual([{ upload_id: 'up-1', part_number: 1 }]);
    expect(seen.complete).toEqual({
      upload_id: 'up-1',
      parts: [{ part_number: 1, etag: '"etag-1"' }],
    });
  });

  it('retries a failed part by itself when given attempts', async () => {
    const seen = storage(base, partUrl);
    failNextPut();
    await provider().dataProvider.upload('instructions', {
      file: new File(['x'], 'a.pdf'),
      attempts: 2,
    });
    expect(seen.urls).toEqual([1, 1].map((n) => ({ upload_id: 'up-1', part_number: n })));
    expect(seen.complete).toEqual({
      upload_id: 'up-1',
      parts: [{ part_number: 1, etag: '"etag-1"' }],
    });
  });

  it('starts anew when the resume belongs to another file', async () => {
    const seen = storage(base, partUrl);
    const resume = { name: 'other.pdf', size: 1, started: {}, uploadId: 'old', parts: [] };
    await provider().dataProvider.upload('instructions', {
      file: new File(['x'], 'a.pdf'),
      resume,
    });
    expect(seen.start).toBeDefined();
    expect(seen.urls).toEqual([{ upload_id: 'up-1', part_number: 1 }]);
  });

  it('leaves nothing to resume after a cancel', async () => {
    storage(base, () => `${STORAGE}/slow`);
    const controller = new AbortController();
    server.use(
      http.put(`${STORAGE}/slow`, async () => {
        controller.abort();
        await delay(50);
        return new HttpResponse(null, { headers: { ETag: '"late"' } });
      }),
    );
    const error = await provider()
      .dataProvider.upload('instructions', {
        file: new File(['x'], 'a.pdf'),
        signal: controller.signal,
        attempts: 3,
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(uploadResume(error)).toBeUndefined();
    // A cancel is never tried again, whatever `attempts` says.
    expect(requests.filter((r) => r.startsWith('PUT'))).toHaveLength(1);
  });
});
