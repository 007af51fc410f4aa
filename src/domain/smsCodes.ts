/**
 * Login codes by SMS (seed 000 §5, §9: six digits). The server refuses a second code for the
 * same phone within this many seconds (server/modules/auth/smsCodes.ts); the login forms count
 * it down before they offer to send another.
 */
export const SMS_CODE_RESEND_SECONDS = 60;
