import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { instructions } from '../../src/registries';
import { validationMessages } from '../../src/validation/messages';
import {
  ADMIN,
  emptyLists,
  listAnswer,
  oneAnswer,
  renderRegistry,
  setupRegistryApi,
} from '../registries/testAdmin';
import { instructionScreens } from './index';

const api = setupRegistryApi();
const overrides = { instructions: instructionScreens };
const render = (path: string) => renderRegistry({ definitions: [instructions], path, overrides });

const instruction = {
  id: 3,
  name: 'Как подать заявку',
  for_crm: true,
  for_portal: true,
  shown_for_kind: 'authenticated',
  active: true,
  file: { id: '9', original_filename: 'guide.pdf', file_size: 2048, url: '/x' },
  created_at: '2024-03-01T09:30:00Z',
  updated_at: '2024-03-02T09:30:00Z',
};

const required = () => screen.queryAllByText(validationMessages.required);

describe('the instructions list', () => {
  it('shows the nine columns of seed 001 with the scopes joined', async () => {
    api.server.use(
      http.get(`${ADMIN}/instructions`, () =>
        HttpResponse.json(listAnswer('instruction', [instruction])),
      ),
      ...emptyLists('operators'),
    );
    render('/instructions');
    const row = (await screen.findByText('Как подать заявку', {}, { timeout: 5000 })).closest('tr');
    const heads = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(heads).toEqual([
      'Наименование',
      'Где доступна',
      'Показывать',
      'Активна',
      'Загрузил',
      'Обновил',
      'Создана',
      'Обновлена',
      'Действия',
    ]);
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('CRM, Портал');
    expect(cells[2]).toHaveTextContent('Авторизованным пользователям');
    // filters: search, shown for, updater
    const search = screen.getByRole('search');
    expect(within(search).getByRole('textbox', { name: 'Поиск' })).toBeInTheDocument();
    expect(within(search).getByLabelText('Показывать')).toBeInTheDocument();
    expect(within(search).getByRole('combobox', { name: 'Обновил' })).toBeInTheDocument();
  });
});

describe('the instructions list filters', () => {
  it('send the scope as for_resources[] and the updater as updater_ids[] (seed 001 §3)', async () => {
    api.server.use(
      // The harness knows only the instructions' definition: operators at their resource name.
      http.get(`${ADMIN}/operators`, () =>
        HttpResponse.json(
          listAnswer('admin_user', [
            { id: 15, full_name: 'Оператор Псков' },
            { id: 16, full_name: 'Оператор Луга' },
          ]),
        ),
      ),
      http.get(`${ADMIN}/instructions`, () =>
        HttpResponse.json(listAnswer('instruction', [instruction])),
      ),
    );
    render('/instructions');
    await screen.findByText('Как подать заявку', {}, { timeout: 5000 });
    const search = screen.getByRole('search');
    const listRequest = (param: string) =>
      waitFor(() =>
        expect(
          api.requests.some(
            (r) => r.startsWith('GET /v1/admin/instructions?') && r.includes(param),
          ),
        ).toBe(true),
      );

    fireEvent.mouseDown(within(search).getByRole('combobox', { name: 'Где доступна' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Портал' }));
    fireEvent.click(await screen.findByRole('option', { name: 'CRM' }));
    await listRequest('for_resources[]=portal&for_resources[]=crm');
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    const updater = within(search).getByRole('combobox', { name: 'Обновил' });
    for (const name of ['Оператор Псков', 'Оператор Луга']) {
      updater.focus();
      fireEvent.change(updater, { target: { value: name.slice(0, 8) } });
      fireEvent.click(await screen.findByRole('option', { name }));
    }
    await listRequest('updater_ids[]=15&updater_ids[]=16');
    expect(api.requests.some((r) => r.includes('updated_by_id'))).toBe(false);
  });
});

describe('the instructions list for a reader of instructions only', () => {
  it('requests no list the role cannot read (no staff picker, no /admin_users)', async () => {
    api.server.use(
      http.get(`${ADMIN}/instructions`, () =>
        HttpResponse.json(listAnswer('instruction', [instruction])),
      ),
    );
    renderRegistry({
      definitions: [instructions],
      path: '/instructions',
      overrides,
      keys: ['admin_instructions_read'],
    });
    await screen.findByText('Как подать заявку', {}, { timeout: 5000 });
    const search = screen.getByRole('search');
    expect(within(search).getByRole('textbox', { name: 'Поиск' })).toBeInTheDocument();
    expect(within(search).queryByRole('combobox', { name: 'Обновил' })).toBeNull();
    expect(api.requests.filter((r) => r.includes('admin_users'))).toEqual([]);
    expect(api.requests.some((r) => r.startsWith('GET /v1/admin/instructions'))).toBe(true);
  });
});

describe('the instruction form', () => {
  it("shows 'Показывать' with the portal only and clears it when the portal box changes", async () => {
    const user = userEvent.setup();
    render('/instructions/create');
    const portal = await screen.findByRole('checkbox', { name: 'Портал' }, { timeout: 5000 });
    expect(screen.queryByRole('combobox', { name: 'Показывать' })).toBeNull();
    await user.click(portal);
    await user.click(await screen.findByRole('combobox', { name: 'Показывать' }));
    await user.click(await screen.findByRole('option', { name: 'Всем' }));
    expect(screen.getByRole('combobox', { name: 'Показывать' })).toHaveTextContent('Всем');
    await user.click(portal);
    expect(screen.queryByRole('combobox', { name: 'Показывать' })).toBeNull();
    await user.click(portal);
    expect(screen.getByRole('combobox', { name: 'Показывать' })).toHaveTextContent(
      'Ничего не выбрано',
    );
  });

  it('asks for a scope when neither CRM nor Портал is on, and sends nothing', async () => {
    const user = userEvent.setup();
    render('/instructions/create');
    await user.type(
      await screen.findByRole('textbox', { name: /Наименование/ }, { timeout: 5000 }),
      'Памятка',
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    // the scope group and the missing file
    await waitFor(() => expect(required()).toHaveLength(2));
    await user.click(screen.getByRole('checkbox', { name: 'CRM' }));
    await waitFor(() => expect(required()).toHaveLength(1));
    expect(api.requests.filter((r) => r.startsWith('POST'))).toEqual([]);
    // 'Активна' is asked on the edit screen only
    expect(screen.queryByRole('checkbox', { name: 'Активна' })).toBeNull();
  });

  it('refuses a .exe before any request', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render('/instructions/create');
    // The widget's own button names the input, after the field's label.
    const input = await screen.findByLabelText('Выбрать файл', {}, { timeout: 5000 });
    expect(input).toHaveAccessibleName('Файл Выбрать файл');
    await user.upload(
      screen.getByTestId('file-file'),
      new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }),
    );
    expect(
      await screen.findByText(`setup.exe: ${validationMessages.fileFormat}`),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toEqual([]);
  });

  it('uploads a file with the upload verb and saves its id, then removes it after asking', async () => {
    let saved: unknown;
    api.server.use(
      http.post(`${ADMIN}/instructions/single_multipart_upload_start`, () =>
        HttpResponse.json({
          data: { type: 'attachment', id: '55', attributes: { upload_id: 'u1' } },
        }),
      ),
      http.post(`${ADMIN}/instructions/single_multipart_upload_url`, () =>
        HttpResponse.json({ upload_url: `${ADMIN}/storage/part/1` }),
      ),
      http.put(
        `${ADMIN}/storage/part/1`,
        () => new HttpResponse(null, { headers: { ETag: '"e1"' } }),
      ),
      http.post(`${ADMIN}/instructions/single_multipart_upload_complete`, () =>
        HttpResponse.json({ data: { type: 'attachment', id: '55', attributes: {} } }),
      ),
      http.post(`${ADMIN}/instructions`, async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json(oneAnswer('instruction', instruction), { status: 201 });
      }),
      http.get(`${ADMIN}/instructions`, () => HttpResponse.json(listAnswer('instruction', []))),
      ...emptyLists('operators'),
    );
    const user = userEvent.setup();
    render('/instructions/create');
    await user.type(
      await screen.findByRole('textbox', { name: /Наименование/ }, { timeout: 5000 }),
      'Памятка',
    );
    await user.click(screen.getByRole('checkbox', { name: 'CRM' }));
    fireEvent.change(screen.getByTestId('file-file'), {
      target: { files: [new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' })] },
    });
    // Uploaded: the widget lists it under the field's label, its progress row gone.
    const uploaded = async () => within(await screen.findByRole('list', { name: 'Файл' }));
    expect((await uploaded()).getByText('guide.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Вы точно хотите удалить загруженный файл?');
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Файл успешно удален')).toBeInTheDocument();
    expect(screen.queryByText('guide.pdf')).toBeNull();

    fireEvent.change(screen.getByTestId('file-file'), {
      target: { files: [new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' })] },
    });
    expect((await uploaded()).getByText('guide.pdf')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toEqual({
      data: {
        type: 'instruction',
        attributes: {
          name: 'Памятка',
          for_crm: true,
          for_portal: false,
          shown_for_kind: null,
          file_id: '55',
        },
      },
    });
  });

  it("notifies 'Произошла ошибка при отправке файла' when the upload fails", async () => {
    api.server.use(
      http.post(`${ADMIN}/instructions/single_multipart_upload_start`, () =>
        HttpResponse.json({ errors: [] }, { status: 500 }),
      ),
    );
    render('/instructions/create');
    await screen.findByLabelText('Выбрать файл', {}, { timeout: 5000 });
    fireEvent.change(screen.getByTestId('file-file'), {
      target: { files: [new File(['x'], 'guide.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Произошла ошибка при отправке файла')).toBeInTheDocument();
  });

  it('edits with the active box, the stored file and the history tab', async () => {
    api.server.use(
      http.get(`${ADMIN}/instructions/3`, () =>
        HttpResponse.json(oneAnswer('instruction', instruction)),
      ),
      http.get(`${ADMIN}/instructions/3/file`, () =>
        HttpResponse.json({ download_url: 'https://storage.test/guide.pdf?sig=1' }),
      ),
    );
    const user = userEvent.setup();
    render('/instructions/3');
    expect(
      await screen.findByRole('checkbox', { name: 'Активна' }, { timeout: 5000 }),
    ).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Показывать' })).toHaveTextContent(
      'Авторизованным пользователям',
    );
    expect(screen.getByRole('tab', { name: 'История изменений' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'guide.pdf' }));
    await waitFor(() =>
      expect(api.requests).toContain('GET /v1/admin/instructions/3/file?transfer=download_url'),
    );
  });
});
