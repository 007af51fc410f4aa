/**
 * Russian messages of the applicants' console the seeds do not give (docs/decisions.md
 * "Applicants"); the seeds' own messages come from src/validation and i18n/messages.ts.
 */
export const applicantMessages = {
  hasLeads:
    'Заявителя нельзя удалить: у него есть заявки. Сначала переназначьте их другому заявителю',
  targetNotFound: 'Заявитель не найден',
  targetSame: 'Выберите другого заявителя',
  targetBlocked: 'Заявитель заблокирован',
  noLeads: 'У заявителя нет заявок для переназначения',
  searchKeyMissing: 'Укажите телефон, электронную почту или СНИЛС',
  searchKeyOne: 'Укажите что-то одно: телефон, электронную почту или СНИЛС',
} as const;
