/** The operators screens' own Russian texts (the seeds give none for these actions). */
export const operatorTexts = {
  block: 'Заблокировать',
  unblock: 'Разблокировать',
  blocked: 'Пользователь заблокирован',
  unblocked: 'Пользователь разблокирован',
  blockedBadge: 'Учётная запись заблокирована',
  unconfirmedBadge: 'Учётная запись не подтверждена',
  sendConfirmation: 'Отправить приглашение',
  sendRecovery: 'Отправить ссылку для восстановления пароля',
  letterSent: 'Письмо отправлено',
  noBranches: 'У организации нет филиалов',
} as const;
