/**
 * Our messages about leads, where the seeds are silent (the seeds' own messages live in
 * src/validation/messages.ts and i18n/messages.ts and are imported, never retyped).
 */
export const leadMessages = {
  /** PATCH of a lead whose status no longer allows edits. */
  closed: 'Заявку в статусе «{status}» нельзя изменить',
  /** The applicant edits drafts only; a postponed lead only takes documents. */
  notDraft: 'Изменить можно только черновик заявки',
  onlyDocuments: 'К отложенной заявке можно только добавить документы',
  /** Removal by the applicant. */
  deleteNotDraft: 'Удалить можно только черновик заявки',
  /** Removal by staff: the contract (a legal document) goes first, while it is prepared. */
  deleteWithContract: 'Заявку с договором удалить нельзя: сначала удалите договор',
  /** Documents: the lead no longer takes files from its applicant. */
  documentsClosed: 'К заявке в статусе «{status}» нельзя добавить документы',
  /** The applicant removes only their own uploads, while the lead takes documents. */
  documentNotRemovable: 'Этот документ удалить нельзя',
  /** Relations that do not fit together. */
  branchOfOtherOrganization: 'Филиал не относится к выбранной организации',
  serviceNotProvided: 'Организация не оказывает выбранную услугу',
  serviceInactive: 'Услуга недоступна для подачи заявок',
  serviceNotForAccountType: 'Услуга недоступна заявителю с типом учётной записи «{type}»',
  organizationInactive: 'Организация неактивна',
  organizationOutOfScope: 'Организация вне вашей зоны ответственности',
  /** The personal manager must work in the lead's organization. */
  managerOfOtherOrganization: 'Сотрудник не относится к организации заявки',
  /** Application management. */
  reasonRequired: 'Укажите причину изменения',
  nothingChanged: 'Нет изменений',
  /** After submission the service and the organization change through their own calls. */
  relationLocked: 'После подачи заявки это поле меняется отдельным действием',
  /** Relations that do not exist or may not be chosen. */
  serviceMissing: 'Услуга не найдена',
  organizationMissing: 'Организация не найдена',
  branchMissing: 'Филиал не найден',
  sourceMissing: 'Источник не найден',
  managerMissing: 'Сотрудник не найден',
  applicantMissing: 'Заявитель не найден',
  /** A document kind the lead does not take. */
  unknownDocumentKind: 'Неизвестный вид документа',
} as const;

export function leadMessage(template: string, values: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
