/** The Russian texts of the document workflow screens (ours; crm/documents). */
import { uiMessages } from '../../i18n/uiMessages';

export const documentTexts = {
  statusPanel: 'Статус документа',
  status: 'Статус',
  overdue: 'Просрочен',
  dueDate: 'Срок исполнения',
  executor: 'Исполнитель',
  noMoves: 'Действий со статусом нет',
  finalNote: 'Документ в финальном статусе: изменения и новые файлы недоступны',
  moveTitle: '{action}: «{from}» → «{to}»',
  comment: 'Комментарий',
  commentRequired: 'Комментарий обязателен',
  fileRequired:
    'Для этого действия нужен файл, приложенный после перехода в текущий статус (раздел «Файлы» ниже)',
  moved: 'Статус изменён: «{to}»',
  cancel: 'Отмена',
  mainTab: 'Основное',
  historyTab: 'История статусов',
  changesTab: uiMessages.changesTab,
  historyEmpty: 'Статус ещё не менялся',
  historyDate: 'Дата и время',
  historyMove: 'Статус',
  historyAuthor: 'Кто изменил',
  historyComment: 'Комментарий',
  historyDue: 'Срок',
  files: 'Файлы',
} as const;
