/**
 * The console's texts of the registry constructor (issue 38). The seeds know no constructor;
 * the wording is ours (docs/decisions.md "Registry constructor").
 */
import type { RuntimeAction } from '../../src/registries/design';

export const designTexts = {
  code: 'Код',
  codeHelp: 'Латиница, цифры и «_»: адрес реестра. После публикации не меняется',
  titleOne: 'Название: одна запись',
  titleFew: 'Название: 2–4 записи',
  titleMany: 'Название: 5 и более записей (заголовок списка)',
  fields: 'Поля',
  key: 'Ключ',
  kind: 'Тип',
  label: 'Название поля',
  required: 'Обязательное',
  list: 'В списке',
  filter: 'В фильтре',
  sort: 'Сортировка',
  unique: 'Без повторов',
  many: 'Несколько значений',
  options: 'Варианты',
  optionValue: 'Значение',
  optionTitle: 'Подпись',
  resource: 'Реестр',
  format: 'Формат',
  anyText: 'Любой текст',
  scope: 'Записи видят сотрудники этой организации',
  min: 'Минимум',
  max: 'Максимум',
  search: 'Поиск по полям',
  exportable: 'Выгрузка в CSV и XLSX',
  grants: 'Права ролей',
  fieldsCount: 'Полей',
  version: 'Опубликована версия',
  draft: 'Черновик',
  notPublished: 'Не опубликован',
  hasDraft: 'Есть неопубликованные изменения',
  updatedAt: 'Изменён',
  publish: 'Опубликовать',
  publishTitle: 'Публикация реестра',
  publishNothing: 'Изменений для публикации нет',
  publishRefused: 'Эти изменения опубликовать нельзя:',
  publishConfirm: 'Я понимаю, что эти поля пропадут из реестра',
  published: 'Реестр опубликован',
  draftSaved: 'Черновик сохранён',
  saveFirst: 'Сохраните изменения, затем опубликуйте',
  openRecords: 'Открыть записи',
  converting: (label: string, to: string, converting: number, total: number) =>
    `Поле «${label}» → «${to}»: переводятся ${converting} из ${total}`,
  notConverting: 'Не переводятся — исправьте эти записи или оставьте прежний тип:',
} as const;

export const stepKindTexts = {
  instant: 'Сразу',
  online: 'Без остановки работы',
  backfill: 'Перенос значений',
  destructive: 'Убирает данные из реестра',
} as const;

export const actionTexts: Record<RuntimeAction, string> = {
  read: 'Просмотр',
  create: 'Создание',
  update: 'Изменение',
  remove: 'Удаление',
  export: 'Выгрузка',
  history: 'История',
};
