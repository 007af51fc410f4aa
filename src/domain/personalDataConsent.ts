/**
 * The personal-data consent (issue 17: "a separate, versioned consent whose text version and
 * time are stored"). One place for its words and its version: registration shows this text and
 * sends `policy_agreement_version`; the server accepts only the current version and stores it
 * with the moment (user_consents, migration 0029); /profile/policy_agreement shows the version
 * agreed and offers the current one when the text has changed.
 *
 * Changing the text means a new `version` (the date of the edition); the old versions stay in
 * `editions` so an old consent still shows its date of edition.
 */

export interface ConsentEdition {
  /** The version id stored with the consent: the edition's date, yyyy-MM-dd. */
  version: string;
  /** The words the applicant agreed to (the checkbox label). */
  text: string;
}

/** Every edition, newest last. */
const editions: readonly ConsentEdition[] = [
  {
    version: '2026-11-26',
    text:
      'Я даю согласие Единому оператору газификации на обработку моих персональных данных ' +
      'в целях регистрации на портале, рассмотрения заявок и исполнения договоров о подключении ' +
      'в соответствии с Политикой обработки персональных данных',
  },
];

export const personalDataConsent: ConsentEdition = editions[editions.length - 1]!;

/** Whether `version` is the edition now in force. */
export function isCurrentConsentVersion(version: unknown): boolean {
  return version === personalDataConsent.version;
}

/** The Russian messages of the consent (ours: the seeds give none). */
export const consentMessages = {
  /** The form showed an older (or unknown) edition: the applicant must read the new one. */
  outdated: 'Текст согласия изменился. Обновите страницу и подтвердите согласие заново',
} as const;

/** '26.11.2026' for the version '2026-11-26' (an unknown shape is shown as is). */
export function consentEditionLabel(version: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(version);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : version;
}
