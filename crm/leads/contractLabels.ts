import { agreementFieldLabels } from '../../src/domain/agreements';
import { contractFieldLabels } from '../../src/domain/contractStatuses';
import { uiMessages } from '../../i18n/uiMessages';
import { leadNoteMaxLength } from '../../src/domain/leadTransitions';
import type { StatusMove } from '../registries/MoveDialog';

/** Our Russian texts of the contract tab (the seeds name none of them), in one table. */
export const contractTexts = {
  create: 'Создать договор',
  createTitle: 'Создание договора',
  amount: contractFieldLabels.amount,
  isWriting: 'Договор в письменной форме',
  // The contract's own remark (attribute `note`), not the comment of a status move.
  contractNote: contractFieldLabels.note,
  save: 'Создать',
  created: 'Договор создан',
  edit: 'Изменить договор',
  editTitle: 'Изменение договора',
  saveChanges: 'Сохранить',
  saved: 'Договор изменён',
  editDates: 'Изменить даты',
  datesTitle: 'Изменение дат договора',
  datesSaved: 'Даты договора изменены',
  remove: 'Удалить',
  removeContract: 'Удалить договор',
  removeContractTitle: 'Удалить договор?',
  removeContractConfirm:
    'Договор № {number} и его файлы будут удалены. По заявке можно будет создать новый договор.',
  removed: 'Договор удалён',
  moves: 'Действия с договором',
  noMoves: 'Нет доступных действий',
  moveTitle: 'Перевести договор в статус «{to}»',
  moveConfirm: 'Статус договора изменится: «{from}» → «{to}».',
  note: 'Комментарий',
  moved: 'Статус договора изменён',
  history: 'История статусов договора',
  noHistory: 'Статус договора ещё не менялся',
  fileKind: 'Вид файла',
  upload: uiMessages.uploadFile,
  agreements: 'Дополнительные соглашения',
  noAgreements: 'Дополнительных соглашений нет',
  agreementCreate: 'Создать дополнительное соглашение',
  agreementCreated: 'Дополнительное соглашение создано',
  agreementMoveTitle: 'Перевести дополнительное соглашение в статус «{to}»',
  agreementMoveConfirm: 'Статус дополнительного соглашения изменится: «{from}» → «{to}».',
  agreementMoved: 'Статус дополнительного соглашения изменён',
  agreementFiles: 'Файлы',
  agreementFilesTitle: 'Файлы дополнительного соглашения № {number}',
  agreementHistory: 'История',
  agreementHistoryTitle: 'История статусов дополнительного соглашения № {number}',
  noAgreementHistory: 'Статус дополнительного соглашения ещё не менялся',
  registrationNumber: 'Регистрационный номер',
  yes: 'Да',
  no: 'Нет',
} as const;

export const agreementFields = {
  ...agreementFieldLabels,
  actions: 'Действия',
} as const;

/** The optional comment of a contract's or an agreement's move (PUT …/update_status `note`). */
export const moveNote: StatusMove['text'] = {
  field: 'note',
  label: contractTexts.note,
  required: false,
  maxLength: leadNoteMaxLength,
  rows: 3,
};
