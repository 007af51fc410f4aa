import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DataProviderContext } from 'ra-core';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonApiDataProvider, type OpenWindow } from '../../../dataProvider';
import { createQueryClient } from '../../../dataProvider/queryClient';
import { createHttpClient } from '../../api';
import { uploadChunkBytes } from '../../domain/uploads';
import { formatFileSize } from '../../format/number';
import { validateServicePassport } from '../../validation/files';
import { validationMessages } from '../../validation/messages';
import { FileUpload, type FileUploadProps } from './FileUpload';

const origin = window.location.origin;
const API = `${origin}/v1`;
const BASE = `${API}/leads/5/multipart_upload`;
const STORAGE = 'http://storage.test/part';

const server = setupServer();
const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  requests.push(`${request.method} ${url.pathname}${url.search}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

/** The site's provider (apiUrl /v1) over msw, in the contexts SiteContext gives every page. */
function renderUpload(props: Partial<FileUploadProps> = {}) {
  const openWindow = vi.fn<OpenWindow>();
  const dataProvider = jsonApiDataProvider('/v1', createHttpClient({ baseUrl: origin }), {
    openWindow,
  });
  const onUploaded = vi.fn();
  const onRemoved = vi.fn();
  // As on the site: the data context inside the router (a refused call may redirect).
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <DataProviderContext.Provider value={dataProvider}>
          <FileUpload
            label="Документы"
            resource="leads"
            recordId={5}
            kind="passport"
            multiple
            onUploaded={onUploaded}
            onRemoved={onRemoved}
            {...props}
          />
        </DataProviderContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  // The accept list is the browser's hint; the widget's own check is what is tested.
  const user = userEvent.setup({ applyAccept: false });
  return { user, openWindow, onUploaded, onRemoved };
}

/** A file of `parts` parts: full 5 MiB parts and a short last one. */
const fileOf = (parts: number, name = 'Паспорт.pdf') =>
  new File([new Uint8Array(uploadChunkBytes * (parts - 1) + 10)], name, {
    type: 'application/pdf',
  });

/** The protocol's server side: the part PUTs answer as `put` says (an ETag by default). */
function protocol(put?: (part: number) => Promise<Response> | Response) {
  server.use(
    http.post(`${BASE}_start`, () =>
      HttpResponse.json({
        data: { type: 'attachment', id: '70', attributes: { upload_id: 'u1' } },
      }),
    ),
    http.post(`${BASE}_url`, async ({ request }) => {
      const { part_number } = (await request.json()) as { part_number: number };
      return HttpResponse.json({ upload_url: `${STORAGE}?part=${part_number}` });
    }),
    http.put(STORAGE, ({ request }) => {
      const part = Number(new URL(request.url).searchParams.get('part'));
      return put?.(part) ?? new HttpResponse(null, { headers: { ETag: `"e${part}"` } });
    }),
    http.post(`${BASE}_complete`, () =>
      HttpResponse.json({
        data: { type: 'attachment', id: '70', attributes: { original_filename: 'Паспорт.pdf' } },
      }),
    ),
  );
}

const etag = (part: number) => new HttpResponse(null, { headers: { ETag: `"e${part}"` } });

describe('FileUpload: upload', () => {
  it('shows done parts over total while the parts go, then hands over the attachment', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    protocol(async (part) => {
      if (part === 3) await held;
      return etag(part);
    });
    const { user, onUploaded } = renderUpload({ filesResource: 'leads/5/documents' });
    server.use(http.get(`${API}/leads/5/documents`, () => HttpResponse.json({ data: [] })));
    const file = fileOf(3);
    await user.upload(screen.getByLabelText('Документы'), file);

    const bar = await screen.findByRole('progressbar', { name: 'Паспорт.pdf' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '2'));
    expect(bar).toHaveAttribute('max', '3');
    expect(bar).toHaveAttribute('aria-valuetext', 'Загружено частей: 2 из 3');
    // One file at a time: the input waits for it.
    expect(screen.getByLabelText('Документы')).toBeDisabled();

    release();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(onUploaded.mock.calls[0]?.[0]).toEqual({ id: '70', original_filename: 'Паспорт.pdf' });
    expect(onUploaded.mock.calls[0]?.[1]).toBe(file);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Документы')).toBeEnabled();
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([
      'POST /v1/leads/5/multipart_upload_start',
      'POST /v1/leads/5/multipart_upload_url',
      'POST /v1/leads/5/multipart_upload_url',
      'POST /v1/leads/5/multipart_upload_url',
      'POST /v1/leads/5/multipart_upload_complete',
    ]);
  });

  it('sends several files one after another, one bar at a time', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    protocol(async (part) => {
      await held;
      return etag(part);
    });
    const { user, onUploaded } = renderUpload({ emptyText: 'Файлы не загружены' });
    expect(screen.getByText('Файлы не загружены')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Документы'), [fileOf(1, 'Первый.pdf'), fileOf(1)]);
    // The second waits without a bar while the first goes.
    expect(await screen.findByRole('progressbar')).toHaveAccessibleName('Первый.pdf');
    expect(screen.getByText('Паспорт.pdf')).toBeInTheDocument();
    expect(screen.queryByText('Файлы не загружены')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(2));
    expect(onUploaded.mock.calls.map(([, file]) => (file as File).name)).toEqual([
      'Первый.pdf',
      'Паспорт.pdf',
    ]);
    expect(requests.filter((r) => r.endsWith('_start'))).toHaveLength(2);
  });

  it("retries a failed part from where it stopped, after 'Произошла ошибка при отправке файла'", async () => {
    let failures = 0;
    protocol((part) => {
      if (part === 2 && failures++ === 0) return new HttpResponse(null, { status: 500 });
      return etag(part);
    });
    const { user, onUploaded } = renderUpload();
    await user.upload(screen.getByLabelText('Документы'), fileOf(3));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Ошибка при загрузке файла',
      'Произошла ошибка при отправке файла',
    ]);
    expect(screen.getByRole('progressbar', { name: 'Паспорт.pdf' })).toHaveAttribute('value', '1');
    expect(onUploaded).not.toHaveBeenCalled();

    requests.length = 0;
    await user.click(screen.getByRole('button', { name: 'Повторить: Паспорт.pdf' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    // No new start: part 2 again, then part 3, then complete.
    expect(requests).toEqual([
      'POST /v1/leads/5/multipart_upload_url',
      'PUT /part?part=2',
      'POST /v1/leads/5/multipart_upload_url',
      'PUT /part?part=3',
      'POST /v1/leads/5/multipart_upload_complete',
    ]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels a running upload without an error and is ready for the next file', async () => {
    protocol(() => new Promise<Response>(() => {}));
    const { user, onUploaded } = renderUpload();
    await user.upload(screen.getByLabelText('Документы'), fileOf(2));
    await screen.findByRole('progressbar', { name: 'Паспорт.pdf' });
    await waitFor(() => expect(requests).toContain('PUT /part?part=1'));

    await user.click(screen.getByRole('button', { name: 'Отменить загрузку: Паспорт.pdf' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Документы')).toBeEnabled();
    expect(requests).not.toContain('POST /v1/leads/5/multipart_upload_complete');
    expect(onUploaded).not.toHaveBeenCalled();

    // The next file goes through as usual.
    protocol();
    await user.upload(screen.getByLabelText('Документы'), fileOf(1, 'Второй.pdf'));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a file that breaks the rules before any request, tied to the input', async () => {
    protocol();
    const { user, onUploaded } = renderUpload();
    await user.upload(screen.getByLabelText('Документы'), [
      new File(['x'], 'setup.exe'),
      fileOf(1, 'Годный.pdf'),
    ]);
    const input = screen.getByLabelText('Документы');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('setup.exe: Вы загрузили неверный формат документов');
    // The fitting file still goes.
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(onUploaded.mock.calls[0]?.[1]).toMatchObject({ name: 'Годный.pdf' });
  });

  it("checks a service passport against its own rules: PDF, not over '70Мб'", async () => {
    const { user, onUploaded } = renderUpload({ validate: validateServicePassport });
    const big = new File(['x'], 'Паспорт услуги.pdf');
    Object.defineProperty(big, 'size', { value: 71_680_001 });
    await user.upload(screen.getByLabelText('Документы'), big);
    expect(screen.getByLabelText('Документы')).toHaveAccessibleDescription(
      `Паспорт услуги.pdf: ${validateServicePassport(big) ?? ''}`,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('70Мб');
    expect(requests).toEqual([]);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses files picked together over the total limit, each fine by itself, and sends none', async () => {
    const onPicked = vi.fn();
    const onRefused = vi.fn();
    const { user } = renderUpload({ maxBytes: 15, maxTotalBytes: 20, onPicked, onRefused });
    const files = [new File(['x'.repeat(12)], 'a.pdf'), new File(['x'.repeat(12)], 'b.pdf')];
    await user.upload(screen.getByLabelText('Документы'), files);
    expect(screen.getByRole('alert')).toHaveTextContent(validationMessages.fileSize);
    expect(screen.getByLabelText('Документы')).toHaveAttribute('aria-invalid', 'true');
    expect(onRefused).toHaveBeenCalledWith(
      files.map((file) => ({ file, message: validationMessages.fileSize })),
    );
    expect(onPicked).not.toHaveBeenCalled();
    expect(requests.filter((r) => !r.startsWith('GET '))).toEqual([]);
  });

  it('takes files picked together within the total limit', async () => {
    const onPicked = vi.fn();
    const { user } = renderUpload({
      resource: undefined,
      maxBytes: 15,
      maxTotalBytes: 20,
      onPicked,
    });
    const pair = [new File(['x'.repeat(10)], 'a.pdf'), new File(['x'.repeat(10)], 'b.pdf')];
    await user.upload(screen.getByLabelText('Документы'), pair);
    expect(onPicked).toHaveBeenLastCalledWith(pair);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends nothing without a resource: the checked files go to onPicked', async () => {
    const onPicked = vi.fn();
    const { user } = renderUpload({ resource: undefined, onPicked });
    const file = fileOf(1);
    await user.upload(screen.getByLabelText('Документы'), [file, new File(['x'], 'a.exe')]);
    expect(onPicked).toHaveBeenCalledWith([file]);
    // Only the widget's own calls count: web tests share one msw server, and a late read of
    // another file's screen may land here.
    expect(requests.filter((r) => !r.startsWith('GET '))).toEqual([]);
  });
});

describe('FileUpload: its button', () => {
  it("is its own 'Выбрать файлы' label of a hidden input that keeps the focus and its name", async () => {
    const onPicked = vi.fn();
    const { user } = renderUpload({ resource: undefined, onPicked, hint: 'PDF, до 1 ГБ' });
    const input = screen.getByLabelText('Документы');
    // Both labels name it: the caption, then the button the eye sees.
    expect(input).toHaveAccessibleName('Документы Выбрать файлы');
    expect(input).toHaveAccessibleDescription('PDF, до 1 ГБ');
    const button = screen.getByText('Выбрать файлы');
    expect(button.tagName).toBe('LABEL');
    expect(button).toHaveAttribute('for', input.id);
    // The keyboard reaches the input itself (Space or Enter opens the browser's chooser).
    await user.tab();
    expect(input).toHaveFocus();
    // A pick through the button is the input's.
    const file = fileOf(1);
    await user.upload(button, file);
    expect(onPicked).toHaveBeenCalledWith([file]);
  });

  it("says 'Выбрать файл' for one file and ties the field's own error to the input", () => {
    renderUpload({ multiple: false, error: 'Поле обязательно для заполнения' });
    const input = screen.getByLabelText('Документы');
    expect(input).toHaveAccessibleName('Документы Выбрать файл');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Поле обязательно для заполнения');
  });

  it('takes no pick while a file is going: the input is disabled under its button', async () => {
    protocol(() => new Promise<Response>(() => {}));
    const { user } = renderUpload();
    await user.upload(screen.getByText('Выбрать файлы'), fileOf(1));
    await screen.findByRole('progressbar', { name: 'Паспорт.pdf' });
    expect(screen.getByLabelText('Документы')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Отменить загрузку: Паспорт.pdf' }));
    expect(screen.getByLabelText('Документы')).toBeEnabled();
  });
});

describe('FileUpload: files', () => {
  const files = [{ id: '7', original_filename: 'Договор.pdf', file_size: 2048 }];

  it("deletes a file after 'Вы точно хотите удалить загруженный файл?', then 'Файл успешно удален'", async () => {
    server.use(
      http.delete(`${API}/leads/5/documents/7`, () =>
        HttpResponse.json({ data: { type: 'document', id: '7', attributes: {} } }),
      ),
    );
    const { user, onRemoved } = renderUpload({ files, filesResource: 'leads/5/documents' });
    const list = screen.getByRole('list', { name: 'Документы' });
    expect(within(list).getByText(formatFileSize(2048))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Удалить: Договор.pdf' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Вы точно хотите удалить загруженный файл?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(requests).toEqual([]);
    expect(screen.getByRole('button', { name: 'Удалить: Договор.pdf' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Удалить: Договор.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(onRemoved).toHaveBeenCalledWith(files[0]));
    expect(requests).toEqual(['DELETE /v1/leads/5/documents/7']);
    expect(screen.getByRole('status')).toHaveTextContent('Файл успешно удален');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a removal", async () => {
    server.use(
      http.delete(`${API}/leads/5/documents/7`, () =>
        HttpResponse.json(
          { errors: [{ code: 'forbidden', title: 'Не хватает прав для данного действия' }] },
          { status: 403 },
        ),
      ),
    );
    const { user, onRemoved } = renderUpload({ files, filesResource: 'leads/5/documents' });
    await user.click(screen.getByRole('button', { name: 'Удалить: Договор.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не хватает прав для данного действия',
    );
    expect(onRemoved).not.toHaveBeenCalled();
  });

  it('removes a form-held file without a request (a registry file field)', async () => {
    const messages = vi.fn();
    const { user, onRemoved } = renderUpload({ files, onMessage: messages });
    await user.click(screen.getByRole('button', { name: 'Удалить: Договор.pdf' }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(onRemoved).toHaveBeenCalledWith(files[0]);
    expect(messages).toHaveBeenCalledWith('Файл успешно удален', 'success');
    expect(requests).toEqual([]);
  });

  it('downloads a file through the download verb', async () => {
    server.use(
      http.get(`${API}/leads/5/documents/7`, () =>
        HttpResponse.json({ download_url: 'http://storage.test/signed' }),
      ),
    );
    const { user, openWindow } = renderUpload({ files, filesResource: 'leads/5/documents' });
    await user.click(screen.getByRole('button', { name: 'Договор.pdf' }));
    await waitFor(() =>
      expect(openWindow).toHaveBeenCalledWith('http://storage.test/signed', '_blank', 'noopener'),
    );
    expect(requests).toEqual(['GET /v1/leads/5/documents/7?transfer=download_url']);
  });

  it('names its delete buttons as told', () => {
    renderUpload({ files, removeLabel: () => 'Удалить', testId: 'file-file' });
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    expect(screen.getByTestId('file-file')).toHaveAccessibleName('Документы Выбрать файлы');
    expect(screen.getByTestId('file-file')).toHaveAttribute('type', 'file');
  });

  it('links a file with its own href (a stored service passport)', () => {
    renderUpload({ files: [{ id: 'p', original_filename: 'Паспорт.pdf', href: '/files/p.pdf' }] });
    expect(screen.getByRole('link', { name: 'Паспорт.pdf' })).toHaveAttribute(
      'href',
      '/files/p.pdf',
    );
  });

  it('shows a name without a download when it cannot be downloaded, and no delete when told', () => {
    renderUpload({ files, canRemove: false });
    expect(screen.getByText('Договор.pdf').tagName).toBe('SPAN');
    expect(screen.queryByRole('button', { name: /Удалить/ })).not.toBeInTheDocument();
  });

  it('lists the files without a label or an input when it cannot upload (a reader)', () => {
    renderUpload({ files, canUpload: false, canRemove: false });
    expect(screen.getByRole('list', { name: 'Документы' })).toBeInTheDocument();
    expect(screen.queryByText('Документы')).not.toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('hands the refused files with their messages to onRefused', async () => {
    const onRefused = vi.fn();
    const { user } = renderUpload({ onRefused });
    await user.upload(screen.getByLabelText('Документы'), new File(['MZ'], 'setup.exe'));
    expect(onRefused).toHaveBeenCalledTimes(1);
    const [[refused]] = onRefused.mock.calls as [[{ file: File; message: string }[]]];
    expect(refused.map((r) => r.file.name)).toEqual(['setup.exe']);
    expect(await screen.findByText(`setup.exe: ${refused[0]?.message}`)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
