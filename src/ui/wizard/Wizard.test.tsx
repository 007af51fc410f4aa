/**
 * The shared wizard, once for both frames: the steps (./WizardStep.tsx), their state and checks
 * (./useWizardState.ts) and the sending (./useLeadSending.ts), drawn with bare widgets over the
 * site's provider. What each frame adds (its widgets, its chrome, where it sends) is tested in
 * crm/leads/wizard and site/leads/wizard.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DataProviderContext, useGetList, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonApiDataProvider } from '../../../dataProvider';
import { createQueryClient } from '../../../dataProvider/queryClient';
import { createHttpClient } from '../../api';
import { leadFieldTitle } from '../../leads/fields';
import { interpolate } from '../../validation/messages';
import { fieldAt, type WizardFieldProps } from './model';
import { branchHandlers, refusal, uploadHandlers, wizardOrg, wizardService } from './testApi';
import { wizardStepLabels as stepLabel, wizardTexts as text } from './texts';
import { useLeadSending } from './useLeadSending';
import { useWizardState, type WizardService } from './useWizardState';
import type { WizardWidgets } from './widgets';
import { WizardStep } from './WizardStep';

const origin = window.location.origin;
const V1 = `${origin}/v1`;
const REQUIRED = 'Поле обязательно для заполнения';

const server = setupServer();
const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

/** Bare elements: a label tied to each control by its id, the error text after it. */
function Field({ path, values, errors, onChange, required }: WizardFieldProps) {
  const value = values[path];
  const id = `lead-${path}`;
  const flag = fieldAt(path)?.kind === 'boolean';
  return (
    <div>
      <label htmlFor={id}>
        {leadFieldTitle(path)}
        {required && !flag ? ' *' : null}
      </label>
      {flag ? (
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(path, e.target.checked)}
        />
      ) : (
        <input
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(path, e.target.value)}
        />
      )}
      {errors[path] ? <p>{errors[path]}</p> : null}
    </div>
  );
}

const bare: WizardWidgets = {
  Field,
  Select: (p) => (
    <div>
      <label htmlFor={`lead-${p.name}`}>{p.label}</label>
      <select id={`lead-${p.name}`} value={p.value} onChange={(e) => p.onChange(e.target.value)}>
        {[{ value: '', label: p.emptyLabel ?? '' }, ...p.options].map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <p>{p.error ?? p.hint}</p>
    </div>
  ),
  Choice: (p) => (
    <fieldset>
      <legend>{p.label}</legend>
      {p.options.map((o) => (
        <label key={o.value}>
          <input
            type="radio"
            name={p.name}
            checked={p.value === o.value}
            onChange={() => p.onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  ),
  Columns: ({ children }) => <div>{children}</div>,
  Action: ({ onClick, children, outcome }) => (
    <p>
      <button type="button" onClick={onClick}>
        {children}
      </button>
      {outcome ? <span role="status">{outcome.text}</span> : null}
    </p>
  ),
  Subtitle: ({ children }) => <h3>{children}</h3>,
  Notice: ({ children }) => <p>{children}</p>,
  Hint: ({ children }) => <p>{children}</p>,
  Status: ({ children, error }) => <p role={error ? 'alert' : undefined}>{children}</p>,
  Facts: ({ label, rows }) => (
    <dl aria-label={label}>
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  ),
  Checklist: ({ title, children }) => (
    <div>
      <h3>{title}</h3>
      <p>{children}</p>
    </div>
  ),
  // The kind stays the step's first ('passport'): only the file input and the refusal.
  FilePicker: (p) => (
    <div>
      <label htmlFor="lead-document-file">{p.label}</label>
      <input
        id="lead-document-file"
        type="file"
        multiple
        onChange={(e) => p.onPick([...(e.target.files ?? [])])}
      />
      {p.error ? <p role="alert">{p.error}</p> : null}
    </div>
  ),
};

const applicantRecord = {
  id: '7',
  user_full_name: 'Петров Иван Сергеевич',
  account_type: 'individual_person',
};

/** A frame of the least: the step's heading and region, 'Далее', 'Отправить заявку'. */
function Frame({
  staff,
  collection,
  applicant,
}: {
  staff: boolean;
  collection: string;
  applicant: RaRecord | null | undefined;
}) {
  const services = useGetList<WizardService>('services', {
    pagination: { page: 1, perPage: 100 },
    filter: { active: true, included: 'organizations' },
  });
  const wizard = useWizardState(services.data, { staff });
  const sending = useLeadSending(wizard, { collection });
  const [sent, setSent] = useState<string>();
  const { step, steps, index } = wizard;
  return (
    <>
      <h2>
        {interpolate(text.stepOf, { n: index + 1, total: steps.length })}: {stepLabel[step]}
      </h2>
      {sending.general ? <p role="alert">{sending.general}</p> : null}
      <section aria-label={stepLabel[step]}>
        <WizardStep
          wizard={wizard}
          widgets={bare}
          services={services.data}
          applicant={applicant}
          files={sending.files}
          onFilesChange={sending.setFiles}
        />
      </section>
      {wizard.last ? (
        <button
          onClick={() =>
            void sending.send({ check: true, submit: !staff }).then((r) => setSent(r?.id))
          }
        >
          {text.submit}
        </button>
      ) : (
        <button onClick={wizard.next}>{text.next}</button>
      )}
      {sent ? <p>{`Отправлена: ${sent}`}</p> : null}
    </>
  );
}

/** The console's way (staff, created under the applicant) or the site's (a draft, then sent). */
function open({
  applicant = applicantRecord,
  staff = true,
}: { applicant?: RaRecord | null | 'loading'; staff?: boolean } = {}) {
  const dataProvider = jsonApiDataProvider('/v1', createHttpClient({ baseUrl: origin }), {
    openWindow: vi.fn(),
  });
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <DataProviderContext.Provider value={dataProvider}>
          <Frame
            staff={staff}
            collection={staff ? 'users/7/leads' : 'leads'}
            applicant={applicant === 'loading' ? undefined : applicant}
          />
        </DataProviderContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const services = (...data: ReturnType<typeof wizardService>[]) =>
  http.get(`${V1}/services`, () =>
    HttpResponse.json({ data, included: [wizardOrg], meta: { total_count: data.length } }),
  );
const dogasification = wizardService('3', 'Догазификация', 'dogasification');

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const chooseService = (id: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: /^Услуга/ }), { target: { value: id } });
const required = async (count: number) =>
  expect(await screen.findAllByText(REQUIRED)).toHaveLength(count);

/** Step 1 of a догазификация lead, once the services arrived. */
async function chooseDogasification() {
  expect(await heading(/^Шаг 1 из/)).toBeTruthy();
  await screen.findByRole('option', { name: 'Догазификация' });
  chooseService('3');
  fireEvent.click(screen.getByLabelText('С условиями подключения ознакомлен'));
  next();
  expect(await heading('Шаг 2 из 10: Кто подаёт заявку')).toBeTruthy();
}

/** 'Далее' from step `from` to step `to`, each heading awaited. */
async function walk(from: number, to: number) {
  for (let n = from + 1; n <= to; n++) {
    next();
    expect(await heading(new RegExp(`^Шаг ${n} из 10`))).toBeTruthy();
  }
}

/** Steps 1 to 5 with what a догазификация requires, up to the correspondence address. */
async function toCorrespondence() {
  await chooseDogasification();
  await walk(2, 4);
  type(/^Регион/, 'Псковская область');
  type(/^Населённый пункт/, 'Родина');
  await walk(4, 5);
  type(/^Планируемая величина максимального расхода газа/, '5,5');
  await walk(5, 6);
}

describe('the shared lead wizard', () => {
  it('asks the steps of the chosen service: догазификация the consumption too', async () => {
    server.use(services(dogasification, wizardService('5', 'Консультация', 'consultation')));
    open();
    expect(await heading('Шаг 1 из 9: Услуга и согласие')).toBeTruthy();
    await screen.findByRole('option', { name: 'Консультация' });
    chooseService('3');
    expect(await heading('Шаг 1 из 10: Услуга и согласие')).toBeTruthy();
    chooseService('5');
    expect(await heading('Шаг 1 из 9: Услуга и согласие')).toBeTruthy();
  });

  it('checks each step with the server rules before moving on', async () => {
    server.use(services(dogasification), ...branchHandlers(V1));
    open();
    // 1. The service and the informed consent, under the notices of № 1547.
    expect(await heading('Шаг 1 из 9: Услуга и согласие')).toBeTruthy();
    expect(screen.getByText(/постановлением Правительства РФ от 13\.09\.2021 № 1547/)).toBeTruthy();
    next();
    await required(2);
    await chooseDogasification();
    // 2. A representative: the name, the phone and the document are required.
    fireEvent.click(screen.getByLabelText('Уполномоченный представитель заявителя'));
    next();
    await required(4);
    fireEvent.click(screen.getByLabelText('Заявитель'));
    await walk(2, 4);
    // 4. The region and a settlement; the organization is the service's only provider.
    expect(screen.getByLabelText(/^Организация/)).toHaveValue('2');
    next();
    await required(2);
    type(/^Регион/, 'Псковская область');
    type(/^Населённый пункт/, 'Родина');
    await walk(4, 5);
    // 5. The consumption of a догазификация.
    next();
    await required(1);
    type(/^Планируемая величина максимального расхода газа/, '5,5');
    // 6. to 8.: nothing more is required of a lead answered by phone.
    await walk(5, 9);
    // 9. The feedback channel and the signing form.
    next();
    await required(2);
    type(/^Способ обратной связи/, 'Телефон');
    type(/^Форма заключения договора/, 'electronic');
    await walk(9, 10);
  });

  it('shows the applicant read only, a wait while loading, a failure when missing', async () => {
    server.use(services(dogasification));
    open();
    await chooseDogasification();
    await walk(2, 3);
    const facts = within(screen.getByLabelText('Данные заявителя'));
    expect(facts.getByText('Петров Иван Сергеевич')).toBeTruthy();
    expect(facts.getByText('Физическое лицо')).toBeTruthy();
    cleanup();

    open({ applicant: 'loading' });
    await chooseDogasification();
    await walk(2, 3);
    expect(screen.getByText('Загрузка…')).toBeTruthy();
    cleanup();

    open({ applicant: null });
    await chooseDogasification();
    await walk(2, 3);
    expect(screen.getByRole('alert')).toHaveTextContent('Заявитель не найден');
  });

  it('finds the branch by the plot’s cadastral number and copies the object’s address', async () => {
    const asked: string[] = [];
    server.use(services(dogasification), ...branchHandlers(V1, asked));
    open();
    await chooseDogasification();
    await walk(2, 4);
    const find = () =>
      fireEvent.click(
        screen.getByRole('button', { name: 'Определить филиал по кадастровому номеру' }),
      );
    find();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Укажите кадастровый номер земельного участка',
    );
    type(/^Регион/, 'Псковская область');
    type(/^Населённый пункт/, 'Родина');
    type(/^Улица/, 'Лесная');
    type(/^Кадастровый номер земельного участка/, ' 60:27:0100101:15 ');
    find();
    expect(await screen.findByText('Филиал определён: Филиал в г. Великие Луки')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText(/^Филиал/)).toHaveValue('4'));
    expect(asked).toEqual(['60:27:0100101:15']);
    await walk(4, 5);
    type(/^Планируемая величина максимального расхода газа/, '5,5');
    await walk(5, 6);
    fireEvent.click(
      screen.getByRole('button', { name: 'Совпадает с адресом объекта газификации' }),
    );
    expect(screen.getByLabelText(/^Регион/)).toHaveValue('Псковская область');
    expect(screen.getByLabelText(/^Улица/)).toHaveValue('Лесная');
  });

  it('checks every step before sending, maps a 422 to its step, then uploads the chosen files', async () => {
    const bodies: unknown[] = [];
    const starts: unknown[] = [];
    server.use(
      services(dogasification),
      ...branchHandlers(V1),
      ...uploadHandlers(V1, starts),
      http.post(`${V1}/users/7/leads`, async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1) {
          return refusal('Регион', '/data/attributes/gas_object_address/region');
        }
        return HttpResponse.json({ data: { type: 'lead', id: '99' } }, { status: 201 });
      }),
    );
    open();
    await toCorrespondence();
    fireEvent.click(
      screen.getByRole('button', { name: 'Совпадает с адресом объекта газификации' }),
    );
    await walk(6, 9);
    type(/^Способ обратной связи/, 'Почта');
    type(/^Форма заключения договора/, 'electronic');
    await walk(9, 10);

    // 10. The service's checklist; the chosen files checked at once, kept until the lead exists.
    expect(screen.getByText('Паспорт заявителя')).toBeTruthy();
    const exe = new File(['MZ'], 'virus.exe');
    const pdf = new File(['pdf'], 'паспорт.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Добавить файл'), { target: { files: [exe, pdf] } });
    expect(await screen.findByText(/^virus\.exe: /)).toBeTruthy();
    const chosen = () => within(screen.getByRole('list', { name: 'Документы' }));
    expect(chosen().getByText('паспорт.pdf')).toBeTruthy();
    expect(chosen().getByText('Паспорт')).toBeTruthy();
    expect(chosen().getByRole('button', { name: 'Убрать файл: паспорт.pdf' })).toBeTruthy();

    // Answers by post need the correspondence zip: the whole check sends the walk back there.
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await heading('Шаг 6 из 10: Адрес для корреспонденции')).toBeTruthy();
    expect(screen.getByText(REQUIRED)).toBeTruthy();
    expect(bodies).toHaveLength(0);
    type(/^Индекс/, '182100');
    await walk(6, 10);
    expect(chosen().getByText('паспорт.pdf')).toBeTruthy();

    // The server refuses the region: back to its step, the message under the field.
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await heading('Шаг 4 из 10: Объект газификации')).toBeTruthy();
    const step = screen.getByRole('region', { name: 'Объект газификации' });
    expect(within(step).getByText('Поле заполнено некорректно')).toBeTruthy();

    // Fixed, the walk to the end keeps every value; the lead is created, then its documents.
    type(/^Регион/, 'Псковская обл.');
    await walk(4, 10);
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('Отправлена: 99')).toBeTruthy();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({
      data: {
        type: 'lead',
        attributes: {
          informed_consent: true,
          has_confidant: false,
          gas_object_address: { region: 'Псковская обл.', settlement: 'Родина' },
          planned_gas_consumption: '5,5',
          correspondence_address: {
            region: 'Псковская область',
            settlement: 'Родина',
            zip_code: '182100',
          },
          feedback_type: 'Почта',
          contract_sign_type: 'electronic',
        },
        relationships: {
          service: { data: { type: 'service', id: '3' } },
          organization: { data: { type: 'organization', id: '2' } },
        },
      },
    });
    expect(starts).toEqual([
      {
        data: {
          type: 'attachment',
          attributes: { kind: 'passport', original_filename: 'паспорт.pdf' },
        },
      },
    ]);
    expect(requests).toContain('POST /v1/leads/99/documents/multipart_upload_complete');
  });

  it('saves the applicant’s lead as a draft, uploads its files, then sends it', async () => {
    const patches: unknown[] = [];
    const draft = { type: 'lead', id: '99', attributes: { status: 'draft' } };
    server.use(
      services(dogasification),
      ...branchHandlers(V1),
      ...uploadHandlers(V1, []),
      http.post(`${V1}/leads`, () => HttpResponse.json({ data: draft }, { status: 201 })),
      http.patch(`${V1}/leads/99`, async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ data: { ...draft, attributes: { status: 'registered' } } });
      }),
    );
    open({ staff: false });
    await toCorrespondence();
    await walk(6, 9);
    type(/^Способ обратной связи/, 'Телефон');
    type(/^Форма заключения договора/, 'electronic');
    await walk(9, 10);
    const pdf = new File(['pdf'], 'паспорт.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Добавить файл'), { target: { files: [pdf] } });
    expect(await screen.findByText('паспорт.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('Отправлена: 99')).toBeTruthy();
    expect(patches).toEqual([{ data: { type: 'lead', attributes: { submit: true } } }]);
    expect(requests.filter((r) => !r.startsWith('GET'))).toEqual([
      'POST /v1/leads',
      'POST /v1/leads/99/documents/multipart_upload_start',
      'POST /v1/leads/99/documents/multipart_upload_url',
      'PUT /part/1',
      'POST /v1/leads/99/documents/multipart_upload_complete',
      'PATCH /v1/leads/99',
    ]);
  });
});
