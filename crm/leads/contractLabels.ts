import { agreementFieldLabels } from '../../src/domain/agreements';
import { contractFieldLabels } from '../../src/domain/contractStatuses';

/** Our Russian texts of the contract tab (the seeds name none of them), in one table. */
export const contractTexts = {
  create: 'Создать договор',
  createTitle: 'Создание договора',
  amount: contractFieldLabels.amount,
  isWriting: 'Договор в письменной форме',
  save: 'Создать',
  created: 'Договор создан',
  moves: 'Действия с договором',
  noMoves: 'Нет доступных действий',
  moveTitle: 'Перевести договор в статус «{to}»',
  moveConfirm: 'Статус договора изменится: «{from}» → «{to}».',
  note: 'Комментарий',
  moved: 'Статус договора изменён',
  fileKind: 'Вид файла',
  upload: 'Загрузить файл',
  remove: 'Удалить',
  agreements: 'Дополнительные соглашения',
  noAgreements: 'Дополнительных соглашений нет',
  agreementCreate: 'Создать дополнительное соглашение',
  agreementCreated: 'Дополнительное соглашение создано',
  agreementMoveTitle: 'Перевести дополнительное соглашение в статус «{to}»',
  agreementMoveConfirm: 'Статус дополнительного соглашения изменится: «{from}» → «{to}».',
  agreementMoved: 'Статус дополнительного соглашения изменён',
  registrationNumber: 'Регистрационный номер',
  yes: 'Да',
  no: 'Нет',
} as const;

export const agreementFields = {
  ...agreementFieldLabels,
  actions: 'Действия',
} as const;
