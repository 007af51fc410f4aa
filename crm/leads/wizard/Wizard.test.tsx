import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Resource } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { regions, services, sources } from '../../../src/registries';
import { organizations } from '../../../src/registries/organizations';
import { users } from '../../../src/registries/users';
import * as mock from '../../../src/ui/wizard/testApi';
import { ADMIN, renderRegistry, setupRegistryApi } from '../../registries/testAdmin';
import { leads } from '../index';

const api = setupRegistryApi();
const render = (path: string) =>
  renderRegistry({
    definitions: [users, services, organizations, regions, sources],
    path,
    extra: <Resource name="leads" {...leads} />,
  });

const REQUIRED = 'Поле обязательно для заполнения';

function lookups(asked: string[] = []) {
  return [
    http.get(`${ADMIN}/services`, () =>
      HttpResponse.json({
        data: [
          mock.wizardService('3', 'Догазификация', 'dogasification'),
          mock.wizardService('5', 'Консультация', 'consultation'),
        ],
        included: [mock.wizardOrg],
        meta: { total_count: 2 },
      }),
    ),
    http.get(`${ADMIN}/users/7`, () =>
      HttpResponse.json({
        data: {
          type: 'user',
          id: '7',
          attributes: {
            user_full_name: 'Петров Иван Сергеевич',
            account_type: 'individual_person',
            email: 'fl@eog.test',
          },
        },
      }),
    ),
    ...mock.branchHandlers(ADMIN, asked),
  ];
}

const heading = (text: string | RegExp) => screen.findByRole('heading', { name: text });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('new-lead wizard', () => {
  it('walks the ten steps, sends the lead, maps a 422 back to its step, uploads, opens the card', async () => {
    const bodies: unknown[] = [];
    const starts: unknown[] = [];
    const asked: string[] = [];
    api.server.use(
      ...lookups(asked),
      http.post(`${ADMIN}/users/7/leads`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1) {
          return mock.refusal('СНИЛС', '/data/attributes/owner/snils');
        }
        return HttpResponse.json(
          { data: { type: 'lead', id: '99', attributes: { uid: '60-ПС-000150' } } },
          { status: 201 },
        );
      }),
      ...mock.uploadHandlers(ADMIN, starts),
      http.get(`${ADMIN}/leads/99`, () =>
        HttpResponse.json({
          data: {
            type: 'lead',
            id: '99',
            attributes: { uid: '60-ПС-000150', status: 'registered' },
          },
        }),
      ),
      http.get(`${ADMIN}/leads/99/status_moves`, () =>
        HttpResponse.json({ data: null, meta: { allowed_statuses: [] } }),
      ),
      http.get(`${ADMIN}/leads/99/documents`, () =>
        HttpResponse.json({ data: [], meta: { total_count: 0 } }),
      ),
    );
    render('/leads/new/7');

    // 1. Service and informed consent: both required.
    expect(await heading('Шаг 1 из 9: Услуга и согласие')).toBeTruthy();
    expect(screen.getByText(/постановлением Правительства РФ от 13\.09\.2021 № 1547/)).toBeTruthy();
    next();
    expect(await screen.findAllByText(REQUIRED)).toHaveLength(2);
    await choose(/^Услуга/, 'Догазификация');
    fireEvent.click(screen.getByLabelText('С условиями подключения ознакомлен'));
    next();

    // 2. Who applies: a representative, with the name, phone and document.
    expect(await heading('Шаг 2 из 10: Кто подаёт заявку')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Уполномоченный представитель заявителя'));
    type(/^ФИО/, 'Иванов Пётр');
    type(/^Телефон/, '+7 911 123-45-67');
    type(/^СНИЛС/, '112-233-445 95');
    type(/^Вид документа/, 'Паспорт');
    type(/^Номер/, '5810 123456');
    type(/^Дата выдачи/, '01.02.2010');
    next();

    // 3. The applicant.
    expect(await heading('Шаг 3 из 10: Заявитель')).toBeTruthy();
    expect(api.requests).toContain('GET /v1/admin/users/7');
    expect(screen.getByText('Петров Иван Сергеевич')).toBeTruthy();
    next();

    // 4. The object; the branch found by the plot's cadastral number.
    expect(await heading('Шаг 4 из 10: Объект газификации')).toBeTruthy();
    // The organization is the service's only provider, preselected.
    expect(screen.getByRole('combobox', { name: /^Организация/ })).toHaveTextContent(
      'АО «Газпром Псков»',
    );
    type(/^Регион/, 'Псковская область');
    type(/^Населённый пункт/, 'Родина');
    type(/^Улица/, 'Лесная');
    type(/^Дом/, '5');
    type(/^Кадастровый номер земельного участка/, '60:27:0100101:15');
    fireEvent.click(
      screen.getByRole('button', { name: 'Определить филиал по кадастровому номеру' }),
    );
    expect(await screen.findByText('Филиал определён: Филиал в г. Великие Луки')).toBeTruthy();
    expect(asked).toEqual(['60:27:0100101:15']);
    next();

    // 5. Consumption, with the comma the applicant types.
    expect(await heading('Шаг 5 из 10: Расход газа и СНТ')).toBeTruthy();
    type(/^Планируемая величина максимального расхода газа/, '5,5');
    next();

    // 6. Correspondence address copied from the object's, with the zip answers by post need.
    expect(await heading('Шаг 6 из 10: Адрес для корреспонденции')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Совпадает с адресом объекта газификации' }),
    );
    expect(screen.getByLabelText(/^Регион/)).toHaveValue('Псковская область');
    type(/^Индекс/, '182100');
    next();

    // 7. Earlier technical conditions are optional.
    expect(await heading('Шаг 7 из 10: Ранее выданные технические условия')).toBeTruthy();
    next();

    // 8. Contact person.
    expect(await heading('Шаг 8 из 10: Контактное лицо')).toBeTruthy();
    type(/^ФИО/, 'Петрова Анна');
    type(/^Телефон/, '89111234568');
    next();

    // 9. Feedback channel and signing form.
    expect(await heading('Шаг 9 из 10: Обратная связь и форма договора')).toBeTruthy();
    await choose(/^Способ обратной связи/, 'Почтовое отправление');
    await choose(/^Форма заключения договора/, 'Электронная форма');
    next();

    // 10. Documents by kind, then the submission.
    expect(await heading('Шаг 10 из 10: Документы')).toBeTruthy();
    expect(screen.getByText('Паспорт заявителя')).toBeTruthy();
    const file = new File(['pdf'], 'паспорт.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('wizard-file'), { target: { files: [file] } });
    // Kept until the lead exists, in the upload widget's own list.
    const chosen = await screen.findByRole('list', { name: 'Документы' });
    expect(within(chosen).getByText('паспорт.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));

    // The server refuses the SNILS: back to its step, the message under the field.
    expect(await heading('Шаг 2 из 10: Кто подаёт заявку')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Кто подаёт заявку' });
    expect(within(section).getByText('Поле заполнено некорректно')).toBeTruthy();
    expect(bodies[0]).toEqual({
      data: {
        type: 'lead',
        attributes: {
          informed_consent: true,
          has_confidant: true,
          owner: {
            fullname: 'Иванов Пётр',
            phone: '+7 911 123-45-67',
            snils: '112-233-445 95',
            passport: {
              identification_document: 'Паспорт',
              number: '5810 123456',
              date: '01.02.2010',
            },
          },
          gas_object_address: {
            region: 'Псковская область',
            settlement: 'Родина',
            street: 'Лесная',
            house: '5',
            cadastral_number: '60:27:0100101:15',
          },
          planned_gas_consumption: '5,5',
          correspondence_address: {
            region: 'Псковская область',
            settlement: 'Родина',
            street: 'Лесная',
            house: '5',
            zip_code: '182100',
          },
          contact_info: { fullname: 'Петрова Анна', phone: '89111234568' },
          feedback_type: 'Почта',
          contract_sign_type: 'electronic',
        },
        relationships: {
          service: { data: { type: 'service', id: '3' } },
          organization: { data: { type: 'organization', id: '2' } },
          branch: { data: { type: 'branch', id: '4' } },
        },
      },
    });

    // Fixed, the walk to the end keeps every value; the lead is created and its card opens.
    type(/^СНИЛС/, '112-233-445 95 ');
    for (let n = 3; n <= 10; n++) {
      next();
      expect(await heading(new RegExp(`^Шаг ${n} из 10`))).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByRole('heading', { name: 'Заявка № 60-ПС-000150' })).toBeTruthy();
    expect(bodies).toHaveLength(2);
    expect(starts[0]).toEqual({
      data: {
        type: 'attachment',
        attributes: { kind: 'passport', original_filename: 'паспорт.pdf' },
      },
    });
    expect(api.requests).toContain('POST /v1/admin/leads/99/documents/multipart_upload_complete');
  }, 120_000);
});
