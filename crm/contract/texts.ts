/**
 * The agreement screen's Russian texts (ours: seed 001 §2 names the route, not the screen).
 * Field captions come from src/domain/agreements, the tables' from the contract tab's.
 */
import { resourceNames } from '../../i18n/resources';
import { uiMessages } from '../../i18n/uiMessages';

export const agreementScreenTexts = {
  title: 'Дополнительное соглашение № {number}',
  untitled: resourceNames.agreements[0],
  contract: resourceNames.contracts[0],
  moves: 'Действия с дополнительным соглашением',
  history: uiMessages.statusHistoryTab,
} as const;
