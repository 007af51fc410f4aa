/**
 * The event log's actions (issue 19 "Event log"): the audited writes and the events of
 * access — sign-ins, failed sign-ins, blocks, exports and downloads (152-ФЗ) — with their
 * Russian labels; and the titles of the records an event can be about besides registries.
 */
import { optionsOf } from './enums';

export const eventActionLabels = {
  create: 'Создание',
  update: 'Изменение',
  destroy: 'Удаление',
  sign_in: 'Вход в систему',
  sign_in_failed: 'Неудачная попытка входа',
  block: 'Блокировка',
  unblock: 'Разблокировка',
  export: 'Выгрузка данных',
  download: 'Скачивание файла',
} satisfies Record<string, string>;
export type EventAction = keyof typeof eventActionLabels;
export const eventActions = Object.keys(eventActionLabels) as readonly EventAction[];

export const eventActionOptions = optionsOf(eventActions, eventActionLabels);

/** Records that are not registries of src/registries (the registries name themselves). */
export const eventRecordTypeLabels: Record<string, string> = {
  attachment: 'Файл',
  rabbit_message: 'Сообщение интеграции',
};

export const eventLogTexts = {
  role: 'Роль',
  organization: 'Организация',
  ip: 'IP-адрес',
  action: 'Действие',
  author: 'Пользователь',
  changes: 'Изменения',
  rabbitmq: 'Статистика RabbitMQ',
  exportOf: 'Выгрузка',
} as const;
