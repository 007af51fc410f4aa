/** The Russian texts of the document workflow screens (ours; crm/documents). */
import { uiMessages } from '../../i18n/uiMessages';

export const documentTexts = {
  statusPanel: 'Статус документа',
  overdue: 'Просрочен',
  dueDate: 'Срок исполнения',
  executor: 'Исполнитель',
  noMoves: 'Действий со статусом нет',
  finalNote: 'Документ в финальном статусе: изменения и новые файлы недоступны',
  moveTitle: uiMessages.workflowMoveTitle,
  comment: uiMessages.workflowComment,
  commentRequired: 'Комментарий обязателен',
  fileRequired:
    'Для этого действия нужен файл, приложенный после перехода в текущий статус (раздел «Файлы» ниже)',
  moved: uiMessages.workflowMoved,
  cancel: 'Отмена',
  mainTab: 'Основное',
  changesTab: uiMessages.changesTab,
  historyDue: 'Срок',
  files: 'Файлы',
} as const;
