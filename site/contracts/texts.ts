/**
 * The Russian words of the site's agreement (ДС) screens. The seeds name the route and the
 * statuses only, so the captions are ours; status labels, action labels and legal warnings come
 * from src/domain, the shared words of the lead screens from site/leads/texts.ts.
 */
import { resourceNames } from '../../i18n/resources';
import { agreementFieldLabels } from '../../src/domain/agreements';
import { siteLeadTexts } from '../leads/texts';

export const agreementTexts = {
  title: resourceNames.agreements[1],
  agreementTitle: 'Дополнительное соглашение № {number}',
  noNumberTitle: resourceNames.agreements[0],
  noNumber: siteLeadTexts.contractNoNumber,
  empty: 'Дополнительных соглашений нет',
  loading: siteLeadTexts.loading,
  backToLeads: siteLeadTexts.backToList,
  backToList: 'Все дополнительные соглашения',

  number: agreementFieldLabels.number,
  status: agreementFieldLabels.status,
  statusChangedAt: agreementFieldLabels.status_changed_at,
  daysInStatus: agreementFieldLabels.current_status_changed_days_ago,
  signedAt: agreementFieldLabels.signed_at,
  subject: agreementFieldLabels.subject,
  isWriting: agreementFieldLabels.is_writing,
  source: agreementFieldLabels.source,
  delivery: agreementFieldLabels.delivery,

  actions: 'Действия с дополнительным соглашением',
  confirm: 'Статус дополнительного соглашения будет изменён на «{to}».',
} as const;
