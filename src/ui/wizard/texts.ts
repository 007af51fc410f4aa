/**
 * The Russian words of the new-lead wizards — the console's (/crm/leads/new/{user_id}) and the
 * site's (/leads/new, /lead/service/{service_id}/new, /leads/edit/{id}) — in one table.
 * The seeds name the steps only (issue 6 "Screens"); every caption and the wording of the two
 * notices of Постановление Правительства РФ № 1547 are ours. Field captions come from
 * src/leads/fields.ts, the applicant's from src/registries/users.ts.
 */
export const wizardTexts = {
  title: 'Создание новой заявки',
  stepOf: 'Шаг {n} из {total}',
  back: 'Назад',
  next: 'Далее',
  submit: 'Отправить заявку',
  created: 'Заявка создана',
  loading: 'Загрузка…',
  noServices: 'Нет активных услуг',
  // Step 1.
  noticesTitle: 'Уведомления в соответствии с постановлением Правительства РФ № 1547',
  notices: [
    'Подключение домовладения в рамках догазификации выполняется без взимания платы с заявителя ' +
      'до границы его земельного участка, если в населённом пункте проложена газораспределительная ' +
      'сеть (Правила подключения, утверждённые постановлением Правительства РФ от 13.09.2021 № 1547).',
    'Работы в границах земельного участка заявителя (сеть газопотребления, установка ' +
      'газоиспользующего оборудования и прибора учёта газа) выполняются за счёт заявителя; по его ' +
      'желанию их может выполнить исполнитель по отдельному договору.',
  ],
  // Step 2.
  whoApplies: 'Кто подаёт заявку',
  byApplicant: 'Заявитель',
  byConfidant: 'Уполномоченный представитель заявителя',
  // Step 3.
  applicantMissing: 'Заявитель не найден',
  applicantPreview: 'Данные заявителя',
  // Step 4.
  findBranch: 'Определить филиал по кадастровому номеру',
  branchFound: 'Филиал определён: {branch}',
  cadastralFirst: 'Укажите кадастровый номер земельного участка',
  branchOfOtherService: 'Организация этого филиала не оказывает выбранную услугу',
  noBranch: 'Не выбран',
  // Step 6.
  sameAsObject: 'Совпадает с адресом объекта газификации',
  // Step 7.
  previousSpecHint: 'Заполняется, если технические условия выдавались ранее',
  // Step 10.
  serviceDocuments: 'Перечень документов услуги',
  documentKind: 'Вид документа',
  addFile: 'Добавить файл',
  removeFile: 'Убрать файл',
  noFiles: 'Файлы не выбраны',
  uploading: 'Загрузка документов…',
  uploadFailed: 'Заявка создана, но не загружены файлы: {files}',
  // The site: the applicant's own lead is a draft until sent.
  editTitle: 'Редактирование заявки',
  saveDraft: 'Сохранить черновик',
  draftSaved: 'Черновик заявки сохранён',
  draftUploadFailed: 'Черновик сохранён, но не загружены файлы: {files}',
  sent: 'Заявка отправлена на регистрацию',
  notDraft: 'Изменять можно только черновик заявки',
  attached: 'Приложенные документы',
  removeAttached: 'Удалить документ',
} as const;

/** Step captions, in the wizard's order. */
export const wizardStepLabels = {
  consent: 'Услуга и согласие',
  representative: 'Кто подаёт заявку',
  applicant: 'Заявитель',
  object: 'Объект газификации',
  consumption: 'Расход газа и СНТ',
  correspondence: 'Адрес для корреспонденции',
  previous_spec: 'Ранее выданные технические условия',
  contact: 'Контактное лицо',
  feedback: 'Обратная связь и форма договора',
  documents: 'Документы',
} as const;
