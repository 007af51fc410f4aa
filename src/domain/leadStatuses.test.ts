import { describe, expect, it } from 'vitest';
import { badgeColors } from './badgeColors';
import {
  initialLeadStatus,
  isSubmittedLeadStatus,
  leadStatusActionLabel,
  leadStatusColor,
  leadStatusColors,
  leadStatusLabel,
  leadStatuses,
  leadStatusOptions,
} from './leadStatuses';

describe('lead statuses (seed 000 §4)', () => {
  it.each([
    ['draft', 'Черновик'],
    ['registered', 'Зарегистрирована'],
    ['document_check', 'Проверка комплектности документов'],
    ['documents_given', 'Недостающие документы предоставлены'],
    ['spec_preparation', 'Подготовка ТУ'],
    ['spec_denied', 'Отказано в выдаче предварительных ТУ'],
    ['denied', 'Отказано в заключении договора'],
    ['pending', 'Отложена'],
    ['cancelled', 'Отменена'],
    ['in_progress', 'Подготовка ТУ и заключение договора'],
    ['complex_implementation', 'Реализация комплексного договора'],
    ['implementation', 'Реализация мероприятия по договору'],
    ['connection', 'Выполнение фактического присоединения'],
    ['annulled', 'Аннулирована'],
    ['gas_start', 'Выполнено подключение (Пуск газа)'],
    ['contract_preparation', 'Подготовка договора'],
    ['contract_on_applicant_sign', 'Договор на подписании заявителем'],
    ['contract_signed', 'Договор подписан'],
    ['executor_selection', 'Определение исполнителя'],
    ['finished', 'Завершена'],
    ['awaiting', 'Ожидает регистрации'],
  ])('%s → %s', (status, label) => {
    expect(leadStatusLabel(status)).toBe(label);
  });

  it('has exactly the 21 statuses of the seed', () => {
    expect(leadStatuses).toHaveLength(21);
    expect(leadStatusOptions.map((o) => o.value)).toEqual([...leadStatuses]);
  });

  it.each([
    ['whatever', 'Не определен whatever'],
    ['', 'Не определен'],
    [null, 'Не определен'],
    [undefined, 'Не определен'],
  ])('unknown %j → %s', (status, label) => {
    expect(leadStatusLabel(status)).toBe(label);
  });

  it('gives every status a palette colour and grey to unknown ones', () => {
    for (const s of leadStatuses) expect(badgeColors).toContain(leadStatusColors[s]);
    expect(leadStatusColor('nope')).toBe('grey');
    expect(leadStatusColor(undefined)).toBe('grey');
    expect(leadStatusColor('finished')).toBe('green');
  });

  it('treats only draft as not submitted', () => {
    for (const s of leadStatuses) expect(isSubmittedLeadStatus(s)).toBe(s !== 'draft');
  });

  it('starts a new lead as registered', () => {
    expect(initialLeadStatus).toBe('registered');
  });

  it.each([
    ['site', 'registered', 'Отправить на регистрацию'],
    ['site', 'documents_given', 'Отправить на повторную проверку'],
    ['site', 'cancelled', 'Отменить заявку'],
    ['site', 'finished', 'Обновить'],
    ['admin', 'registered', 'Отправить на регистрацию'],
    ['admin', 'documents_given', 'Обновить'],
    ['admin', 'cancelled', 'Обновить'],
    ['admin', 'unknown', 'Обновить'],
  ] as const)('%s button to %s reads %s', (context, target, label) => {
    expect(leadStatusActionLabel(context, target)).toBe(label);
  });
});
