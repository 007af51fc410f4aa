/**
 * Our Russian messages of the contracts module (the seeds are silent on them), in one table.
 * The legal warnings live with the status machines in src/domain, since the site shows them.
 */
import { attributeTitles } from '../../../src/wire/contractBodies';

export const contractMessages = {
  contractExists: 'Договор по заявке уже создан',
  leadNotReady:
    'Договор можно создать только по заявке в статусе «Подготовка ТУ и заключение договора» или на этапе заключения договора',
  illegalMove: 'Переход из статуса «{from}» в статус «{to}» недоступен',
  unknownStatus: 'Неизвестный статус «{to}»',
  deleteOnlyPreparation: 'Удалить можно только договор в статусе «Подготовка оферты»',
  contractNotCurrent: 'Дополнительное соглашение можно создать только к действующему договору',
  attachmentKind: 'Допустимые виды файла: {kinds}',
  attachmentTaken: 'Файл не найден, не загружен до конца или уже прикреплён к другой записи',
  notSigner: 'Подписать или отклонить дополнительное соглашение может только его подписант',
  daysAndDate: 'Укажите либо дату поступления на согласование, либо количество дней',
  daysDigits: 'Количество дней — от одной до трёх цифр',
  badSort: 'Сортировка возможна по дате поступления на согласование или по времени согласования',
  badTab: 'Вкладка должна быть одной из: all, contracts, agreements',
  datesOrder: 'Дата окончания действия не может быть раньше даты заключения',
} as const;

/** The letters to the executor when the signer answers an agreement. */
export const agreementLetters = {
  signedSubject: 'Дополнительное соглашение подписано заявителем',
  declinedSubject: 'Заявитель отказался от подписания дополнительного соглашения',
  body: 'По заявке № {uid} дополнительное соглашение № {number} к договору № {contract}: {label}.',
} as const;

/** Russian field titles of the contract and agreement attributes (422 titles). */
export const fieldTitles = {
  // The captions both share (number, status, is_writing …) read as the agreement's.
  ...attributeTitles,
  confirmed: 'Подтверждение',
  kind: 'Вид файла',
  attachment_id: 'Файл',
  file: 'Файл',
} as const;
