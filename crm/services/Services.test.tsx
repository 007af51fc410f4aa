import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maxServicePassportBytes } from '../../src/domain/uploads';
import { services } from '../../src/registries';
import { validationMessages } from '../../src/validation/messages';
import { ADMIN, listAnswer, renderRegistry, setupRegistryApi } from '../registries/testAdmin';
import { serviceScreens } from './index';

const api = setupRegistryApi();
const render = (path: string) =>
  renderRegistry({
    definitions: [services],
    path,
    overrides: { 'lead_dictionary/services': serviceScreens },
  });

/**
 * The multipart bodies as the client hands them to fetch. jsdom's File does not survive the
 * platform's multipart encoder on the way to msw (its bytes arrive as 'undefined'), so the
 * FormData is read here; serviceFormData.test.ts sends real files through the server's parser.
 */
let sent: { method: string; url: string; form: FormData }[] = [];
beforeEach(() => {
  sent = [];
  const fetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (init?.body instanceof FormData) {
      sent.push({ method: init.method ?? 'GET', url: String(input), form: init.body });
    }
    return fetch(input, init);
  });
});
afterEach(() => vi.restoreAllMocks());

const fields = (form: FormData) =>
  [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]);

const service = {
  id: 3,
  code: '901',
  kind: 'service_901',
  name: 'Опрессовка газопровода',
  slug: 'pressure-test',
  short_name: 'Опрессовка',
  description: 'Испытание газопровода на герметичность',
  sla_period: 14,
  sla_kind: 'calendar',
  active: true,
  additional_service: false,
  documents_list: null,
  account_types: ['individual_person'],
  passport: { url: '/v1/services/3/passport', name: 'Паспорт услуги.pdf' },
  created_at: '2024-03-01T09:30:00Z',
  updated_at: '2024-03-02T09:30:00Z',
};

/** The detail answer, with its organizations related and included when given. */
function detail(organizations: { id: number; name: string }[] = [], attrs = {}): JsonBodyType {
  const { id, ...attributes } = { ...service, ...attrs };
  return {
    data: {
      type: 'service',
      id: String(id),
      attributes,
      relationships: {
        organizations: {
          data: organizations.map((o) => ({ type: 'organization', id: String(o.id) })),
        },
      },
    },
    included: organizations.map(({ id: oid, name }) => ({
      type: 'organization',
      id: String(oid),
      attributes: { name, active: true },
    })),
  } as JsonBodyType;
}

const emptyList = http.get(`${ADMIN}/services`, () => HttpResponse.json(listAnswer('service', [])));
const required = () => screen.queryAllByText(validationMessages.required);
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

async function openEdit(organizations: { id: number; name: string }[] = []) {
  api.server.use(
    http.get(`${ADMIN}/services/3`, () => HttpResponse.json(detail(organizations))),
    emptyList,
  );
  render('/lead_dictionary/services/3');
  return screen.findByRole('textbox', { name: /^Наименование/ }, { timeout: 5000 });
}

describe('the service create form', () => {
  it('asks for the required fields with the shared message and sends nothing', async () => {
    render('/lead_dictionary/services/create');
    await screen.findByRole('textbox', { name: /^Код/ }, { timeout: 5000 });
    // seed 001 §2: the fields in order, 'Тип услуги' for short_name, no organizations on create
    for (const label of [/^Slug/, /^Тип услуги/, /^Описание/, /^Перечень документов/]) {
      expect(textbox(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: /^Тип срока/ })).toHaveTextContent('Рабочих дней');
    expect(screen.getByRole('checkbox', { name: 'Активна' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Дополнительная услуга' })).toBeChecked();
    expect(screen.getByText('Паспорт услуги')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Организации' })).toBeNull();

    await save();
    // code, name, short_name, description, sla_period (sla_kind starts as business days)
    await waitFor(() => expect(required()).toHaveLength(5));
    expect(textbox(/^Код/)).toHaveAttribute('aria-invalid', 'true');
    expect(textbox(/^Срок оказания услуги/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('keeps only the digits of the code', async () => {
    const user = userEvent.setup();
    render('/lead_dictionary/services/create');
    const code = await screen.findByRole('textbox', { name: /^Код/ }, { timeout: 5000 });
    await user.type(code, '9a0-1');
    expect(code).toHaveValue('901');
  });

  it('refuses a non-PDF, an empty and a too large passport before any request', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render('/lead_dictionary/services/create');
    await screen.findByLabelText('Загрузить файл', {}, { timeout: 5000 });
    const picker = screen.getByTestId('passport-file');
    expect(picker).toHaveAttribute('accept', '.pdf');

    await user.upload(picker, new File(['PK'], 'passport.docx', { type: 'application/msword' }));
    // The widget says it once, beside the file's name; the form keeps no such file.
    expect(
      await screen.findByText(`passport.docx: ${validationMessages.fileFormat}`),
    ).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(validationMessages.fileFormat))).toHaveLength(1);

    await user.upload(picker, new File([], 'passport.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText(`passport.pdf: ${validationMessages.fileEmpty}`),
    ).toBeInTheDocument();

    const big = new File(['%PDF-1.4'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: maxServicePassportBytes + 1 });
    await user.upload(picker, big);
    expect(
      await screen.findByText(
        'big.pdf: Максимальный размер загружаемого файла не должен превышать 70Мб',
      ),
    ).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it("sends the form data under the key service with the PDF, then 'Услуга успешно Создана'", async () => {
    api.server.use(
      http.post(`${ADMIN}/services`, () => HttpResponse.json(detail(), { status: 201 })),
      emptyList,
    );
    const user = userEvent.setup();
    render('/lead_dictionary/services/create');
    await user.type(await screen.findByRole('textbox', { name: /^Код/ }, { timeout: 5000 }), '901');
    await user.type(textbox(/^Наименование/), 'Опрессовка газопровода');
    await user.type(textbox(/^Тип услуги/), 'Опрессовка');
    await user.type(textbox(/^Описание/), 'Испытание газопровода');
    await user.type(textbox(/^Срок оказания услуги/), '14');
    await user.click(screen.getByRole('combobox', { name: /^Тип срока/ }));
    await user.click(await screen.findByRole('option', { name: 'Календарных дней' }));
    await user.click(screen.getByRole('combobox', { name: /^Типы заявителей/ }));
    await user.click(await screen.findByRole('option', { name: 'Физическое лицо' }));
    await user.click(screen.getByRole('option', { name: 'Индивидуальный предприниматель' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('checkbox', { name: 'Дополнительная услуга' }));
    fireEvent.change(screen.getByTestId('passport-file'), {
      target: { files: [new File(['%PDF-1.4'], 'Паспорт.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Паспорт.pdf')).toBeInTheDocument();

    await save();
    expect(await screen.findByText('Услуга успешно Создана')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(new URL(sent[0]!.url).pathname).toBe('/v1/admin/services');
    expect(fields(sent[0]!.form)).toEqual([
      ['service[code]', '901'],
      ['service[name]', 'Опрессовка газопровода'],
      ['service[short_name]', 'Опрессовка'],
      ['service[account_types][]', 'individual_person'],
      ['service[account_types][]', 'entrepreneur'],
      ['service[description]', 'Испытание газопровода'],
      ['service[sla_period]', '14'],
      ['service[sla_kind]', 'calendar'],
      ['service[active]', 'true'],
      ['service[additional_service]', 'false'],
      ['service[passport]', 'file:Паспорт.pdf'],
    ]);
    const file = sent[0]!.form.get('service[passport]') as File;
    expect(file.size).toBe(8);
    // back to the services list
    await waitFor(() =>
      expect(api.requests.some((r) => r.startsWith('GET /v1/admin/services?'))).toBe(true),
    );
  });

  it("shows the server's message and puts its field errors on the inputs", async () => {
    api.server.use(
      http.post(`${ADMIN}/services`, () =>
        HttpResponse.json(
          {
            errors: [
              {
                title: 'Код',
                detail: 'Услуга с таким кодом уже существует',
                source: { pointer: '/data/attributes/code' },
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    render('/lead_dictionary/services/create');
    await user.type(await screen.findByRole('textbox', { name: /^Код/ }, { timeout: 5000 }), '901');
    await user.type(textbox(/^Наименование/), 'Опрессовка');
    await user.type(textbox(/^Тип услуги/), 'Опрессовка');
    await user.type(textbox(/^Описание/), 'Испытание');
    await user.type(textbox(/^Срок оказания услуги/), '5');
    await save();
    // the notification ('Поле «Код» — услуга …') and the message under the code input
    expect(await screen.findByText(/Поле «Код»/)).toBeInTheDocument();
    expect(await screen.findByText('Услуга с таким кодом уже существует')).toBeInTheDocument();
    expect(textbox(/^Код/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Услуга успешно Создана')).toBeNull();
  });
});

describe('the service edit form', () => {
  it("shows the stored passport and sends the changes, then 'Услуга успешно Обновлена'", async () => {
    api.server.use(http.patch(`${ADMIN}/services/3`, () => HttpResponse.json(detail())));
    const user = userEvent.setup();
    const name = await openEdit();
    expect(name).toHaveValue('Опрессовка газопровода');
    expect(screen.getByRole('combobox', { name: /^Тип срока/ })).toHaveTextContent(
      'Календарных дней',
    );
    const link = screen.getByRole('link', { name: 'Паспорт услуги.pdf' });
    expect(link).toHaveAttribute('href', '/v1/services/3/passport');

    await user.clear(name);
    await user.type(name, 'Опрессовка');
    await save();
    expect(await screen.findByText('Услуга успешно Обновлена')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('PATCH');
    expect(new URL(sent[0]!.url).pathname).toBe('/v1/admin/services/3');
    const form = sent[0]!.form;
    expect(form.get('service[name]')).toBe('Опрессовка');
    expect(form.get('service[code]')).toBe('901');
    expect(form.get('service[documents_list]')).toBe('');
    // the stored passport untouched: neither a file nor a removal
    expect(form.has('service[passport]')).toBe(false);
    expect(form.has('service[remove_passport]')).toBe(false);
    // read-only parts of the record stay out
    expect(form.has('service[kind]')).toBe(false);
    expect(form.has('service[created_at]')).toBe(false);
  });

  it("removes the stored passport after asking and sends remove_passport; 'Файл успешно удален'", async () => {
    api.server.use(
      http.patch(`${ADMIN}/services/3`, () => HttpResponse.json(detail([], { passport: null }))),
    );
    const user = userEvent.setup();
    await openEdit();
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Вы точно хотите удалить загруженный файл?');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Паспорт услуги.pdf' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Подтвердить' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Паспорт услуги.pdf')).toBeNull();
    expect(sent).toEqual([]);

    await save();
    const notice = await screen.findByText(/Услуга успешно Обновлена/);
    expect(notice.textContent).toBe('Услуга успешно Обновлена\nФайл успешно удален');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.form.get('service[remove_passport]')).toBe('true');
    expect(sent[0]!.form.has('service[passport]')).toBe(false);
  });

  it('loads and lists the organizations of the service', async () => {
    const user = userEvent.setup();
    await openEdit([
      { id: 1, name: 'АО «Газпром газораспределение Тула»' },
      { id: 2, name: 'ООО «Газсеть»' },
    ]);
    expect(screen.queryByText('ООО «Газсеть»')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Организации' }));
    const list = await screen.findByRole('list', { name: 'Организации' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['АО «Газпром газораспределение Тула»', 'ООО «Газсеть»']);
    expect(api.requests).toContain('GET /v1/admin/services/3?included=organizations');
  });

  it("says 'Список организаций пуст' when the service has none", async () => {
    const user = userEvent.setup();
    await openEdit([]);
    await user.click(screen.getByRole('button', { name: 'Организации' }));
    expect(await screen.findByText('Список организаций пуст')).toBeInTheDocument();
  });

  it('goes back to the services list on Отмена without saving', async () => {
    const user = userEvent.setup();
    await openEdit();
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() =>
      expect(api.requests.some((r) => r.startsWith('GET /v1/admin/services?'))).toBe(true),
    );
    expect(sent).toEqual([]);
  });
});
