import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../i18n/messages';
import { uiMessages } from '../../i18n/uiMessages';
import { maxUploadBytes } from '../../src/domain/uploads';
import { formatFileSize } from '../../src/format/number';
import { knowledgeCategories, knowledgeQuestions } from '../../src/registries';
import { maxFileSize } from '../../src/validation/files';
import { validationMessages } from '../../src/validation/messages';
import {
  ADMIN,
  listAnswer,
  oneAnswer,
  renderRegistry,
  setupRegistryApi,
} from '../registries/testAdmin';
import { knowledgeScreens } from './index';

const api = setupRegistryApi();
const render = (path: string, keys?: readonly string[]) =>
  renderRegistry({
    definitions: [knowledgeCategories, knowledgeQuestions],
    path,
    overrides: { knowledge: knowledgeScreens },
    keys,
  });

const BASE = `${ADMIN}/knowledge/questions/5/attachments`;
const question = {
  id: 5,
  question: 'Как подать заявку на подключение?',
  answer: '<p>Через личный кабинет.</p>',
  category_id: '2',
  position: 10,
  active: true,
  created_at: '2024-03-01T09:30:00Z',
  updated_at: '2024-03-02T09:30:00Z',
};
const category = { id: 2, name: 'Подключение', position: 0, active: true };
const stored = {
  id: 7,
  kind: 'knowledge_question',
  original_filename: 'памятка.pdf',
  file_size: 2048,
  created_at: '2024-03-03T10:00:00Z',
};

/** The question, its category and a mutable list of its files. */
function questionApi(files: Record<string, unknown>[]) {
  api.server.use(
    http.get(`${ADMIN}/knowledge/questions/5`, () =>
      HttpResponse.json(oneAnswer('knowledge_question', question)),
    ),
    http.get(`${ADMIN}/knowledge/categories`, () =>
      HttpResponse.json(listAnswer('knowledge_category', [category])),
    ),
    http.get(BASE, () => HttpResponse.json(listAnswer('attachment', files))),
  );
}

/** The multipart steps under the question; `complete` waits for `release` when given. */
function uploadApi(files: Record<string, unknown>[], release?: Promise<void>) {
  let next = 70;
  const names = new Map<string, string>();
  api.server.use(
    http.post(`${BASE}/multipart_upload_start`, async ({ request }) => {
      const body = (await request.json()) as {
        data: { attributes: { original_filename: string } };
      };
      const id = String(next++);
      names.set(`u${id}`, body.data.attributes.original_filename);
      return HttpResponse.json(
        { data: { type: 'attachment', id, attributes: { upload_id: `u${id}` } } },
        { status: 201 },
      );
    }),
    http.post(`${BASE}/multipart_upload_url`, () =>
      HttpResponse.json({ upload_url: `${ADMIN}/storage/part/1` }),
    ),
    http.put(`${ADMIN}/storage/part/1`, () => new HttpResponse(null, { headers: { ETag: '"e"' } })),
    http.post(`${BASE}/multipart_upload_complete`, async ({ request }) => {
      await release;
      const { upload_id } = (await request.json()) as { upload_id: string };
      const id = upload_id.slice(1);
      const file = { id, original_filename: names.get(upload_id), file_size: 8 };
      files.push(file);
      return HttpResponse.json(oneAnswer('attachment', file));
    }),
  );
}

const picker = () => screen.getByTestId('attachments-file');
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('the knowledge list', () => {
  it("leads to the categories through the 'Категории' tab", async () => {
    api.server.use(
      http.get(`${ADMIN}/knowledge/questions`, () =>
        HttpResponse.json(listAnswer('knowledge_question', [question])),
      ),
      http.get(`${ADMIN}/knowledge/categories`, () =>
        HttpResponse.json(listAnswer('knowledge_category', [category])),
      ),
    );
    const user = userEvent.setup();
    render('/knowledge');
    await screen.findByText(question.question, {}, { timeout: 5000 });
    const tab = screen.getByRole('tab', { name: 'Категории' });
    expect(tab).toHaveAttribute('href', '/knowledge/categories');
    expect(screen.getByRole('tab', { name: 'Вопросы' })).toHaveAttribute('aria-selected', 'true');
    await user.click(tab);
    await waitFor(() =>
      expect(api.requests.some((r) => r.startsWith('GET /v1/admin/knowledge/categories?'))).toBe(
        true,
      ),
    );
    expect(await screen.findByRole('columnheader', { name: /Название/ })).toBeInTheDocument();
  });
});

describe("a question's files", () => {
  it('lists the files and downloads one through the download verb', async () => {
    questionApi([stored]);
    api.server.use(
      http.get(`${BASE}/7`, () =>
        HttpResponse.json({ download_url: 'https://storage.test/a.pdf?sig=1' }),
      ),
    );
    const user = userEvent.setup();
    render('/knowledge/5');
    const section = await screen.findByRole('region', { name: 'Файлы' }, { timeout: 5000 });
    const link = await within(section).findByRole('button', { name: 'памятка.pdf' });
    expect(within(section).getByText(formatFileSize(2048))).toBeInTheDocument();
    await user.click(link);
    await waitFor(() =>
      expect(api.requests).toContain(
        'GET /v1/admin/knowledge/questions/5/attachments/7?transfer=download_url',
      ),
    );
  });

  it('uploads several files under the question with a progress bar, then lists them', async () => {
    const files: Record<string, unknown>[] = [];
    questionApi(files);
    let release!: () => void;
    uploadApi(
      files,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    render('/knowledge/5');
    await screen.findByText(uiMessages.uploadFile, {}, { timeout: 5000 });
    expect(screen.getByText('Файлы не загружены')).toBeInTheDocument();
    fireEvent.change(picker(), { target: { files: [pdf('схема.pdf'), pdf('договор.pdf')] } });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'договор.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'схема.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    const steps = api.requests.filter((r) => r.startsWith('POST'));
    expect(steps).toEqual([
      'POST /v1/admin/knowledge/questions/5/attachments/multipart_upload_start',
      'POST /v1/admin/knowledge/questions/5/attachments/multipart_upload_url',
      'POST /v1/admin/knowledge/questions/5/attachments/multipart_upload_complete',
      'POST /v1/admin/knowledge/questions/5/attachments/multipart_upload_start',
      'POST /v1/admin/knowledge/questions/5/attachments/multipart_upload_url',
      'POST /v1/admin/knowledge/questions/5/attachments/multipart_upload_complete',
    ]);
  });

  it('refuses a wrong format, an empty or a too large file before any request', async () => {
    questionApi([]);
    const user = userEvent.setup({ applyAccept: false });
    render('/knowledge/5');
    await screen.findByText(uiMessages.uploadFile, {}, { timeout: 5000 });
    api.requests.length = 0;
    const huge = pdf('видео.pdf');
    Object.defineProperty(huge, 'size', { value: maxUploadBytes + 1 });
    await user.upload(picker(), [
      new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }),
      new File([], 'пусто.pdf', { type: 'application/pdf' }),
      huge,
    ]);
    expect(
      await screen.findByText(`setup.exe: ${validationMessages.fileFormat}`),
    ).toBeInTheDocument();
    expect(screen.getByText(`пусто.pdf: ${validationMessages.fileEmpty}`)).toBeInTheDocument();
    expect(
      screen.getByText(`видео.pdf: ${maxFileSize(maxUploadBytes)(huge, {})}`),
    ).toBeInTheDocument();
    // No upload call (the form's category picker may still be reading its list).
    expect(api.requests.filter((r) => !r.startsWith('GET'))).toEqual([]);
  });

  it("notifies 'Произошла ошибка при отправке файла' when the upload fails", async () => {
    questionApi([]);
    api.server.use(
      http.post(`${BASE}/multipart_upload_start`, () =>
        HttpResponse.json({ errors: [] }, { status: 500 }),
      ),
    );
    render('/knowledge/5');
    await screen.findByText(uiMessages.uploadFile, {}, { timeout: 5000 });
    fireEvent.change(picker(), { target: { files: [pdf('схема.pdf')] } });
    expect(await screen.findByText(errorMessages.uploadSendFailed)).toBeInTheDocument();
  });

  it('removes a file after asking, with the notice', async () => {
    const files: Record<string, unknown>[] = [stored];
    questionApi(files);
    api.server.use(
      http.delete(`${BASE}/7`, () => {
        files.length = 0;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    render('/knowledge/5');
    const section = await screen.findByRole('region', { name: 'Файлы' }, { timeout: 5000 });
    await within(section).findByRole('button', { name: 'памятка.pdf' });
    await user.click(within(section).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Вы точно хотите удалить загруженный файл?');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(api.requests.some((r) => r.startsWith('DELETE'))).toBe(false);

    // The closing dialog hides the page from the accessibility tree for a moment.
    await user.click(await within(section).findByRole('button', { name: 'Удалить' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Файл успешно удален')).toBeInTheDocument();
    expect(api.requests).toContain('DELETE /v1/admin/knowledge/questions/5/attachments/7');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'памятка.pdf' })).toBeNull());
  });

  it('shows the files without upload or removal to a reader without the update key', async () => {
    questionApi([stored]);
    render('/knowledge/5', ['admin_knowledge_read']);
    const section = await screen.findByRole('region', { name: 'Файлы' }, { timeout: 5000 });
    await within(section).findByRole('button', { name: 'памятка.pdf' });
    expect(within(section).queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(within(section).queryByText(uiMessages.uploadFile)).toBeNull();
  });
});
