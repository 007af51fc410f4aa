/** The Russian words of the appeals and consultations screens (ours; the seeds show none). */
import { uiMessages } from '../../i18n/uiMessages';

export const appealTexts = {
  statusPanel: { appeal: 'Статус обращения', consultation: 'Статус консультации' },
  due: 'Срок ответа',
  overdue: 'Просрочено',
  answer: 'Текст ответа',
  comment: 'Комментарий',
  cancel: 'Отмена',
  moved: 'Статус изменён: «{to}»',
  answered: 'Ответ сохранён и направлен заявителю',
  notifyHint: 'Заявитель получит уведомление: {channel}',
  changesTab: uiMessages.changesTab,
  mainTab: 'Основное',
  historyComment: 'Ответ или комментарий',
  historyNotified: 'Уведомление',
  system: 'Заявитель',
  executor: 'Исполнитель',
  noExecutor: 'Не назначен',
  executorSet: 'Назначен',
  assign: 'Назначить исполнителя',
  assignTitle: 'Назначение исполнителя',
  assigned: 'Исполнитель назначен и уведомлён',
  executorsEmpty: 'В организации нет сотрудников, которым можно поручить консультацию',
  files: 'Вложения',
} as const;
