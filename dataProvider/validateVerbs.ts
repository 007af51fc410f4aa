/**
 * The server checks a form runs while the user types (seed 000 §5, §7), public and the same
 * from either area (site paths even when the console's apiUrl is /v1/admin):
 *
 * validateSnils  GET /v1/validate/snils/{value}  → {data: {valid: true}}; a wrong checksum is a
 *                422 whose `body.errors.snils` is the server's message
 * validatePhone  GET /v1/validate/phone/{value}  → {data: {valid: true, phone}}, the number as
 *                stored; otherwise a 422 with `body.errors.phone` (server/modules/reference/validate.ts)
 *
 * Neither is a session call: a 401 or 403 here must not sign anybody out (skipAuthRedirect).
 */
import type { VerbContext } from './files';
import { outsideSession } from './outsideSession';
import { readField } from './jsonapi';

export interface ValidationAnswer {
  valid: boolean;
  phone?: string;
}

export interface ValidateVerbs {
  validateSnils(params: { value: string; signal?: AbortSignal }): Promise<{
    data: ValidationAnswer;
  }>;
  validatePhone(params: { value: string; signal?: AbortSignal }): Promise<{
    data: ValidationAnswer;
  }>;
}

export function validateVerbs({ httpClient, apiUrl }: VerbContext): ValidateVerbs {
  const site = apiUrl.replace(/\/admin$/, '');
  const check = async (kind: string, value: string, signal?: AbortSignal) => {
    const { json } = await outsideSession(
      httpClient,
      `${site}/validate/${kind}/${encodeURIComponent(value)}`,
      { signal },
    );
    const phone = readField(json, 'phone');
    return {
      data: {
        valid: readField(json, 'valid') !== false,
        ...(typeof phone === 'string' ? { phone } : {}),
      },
    };
  };
  return {
    validateSnils: ({ value, signal }) => check('snils', value, signal),
    validatePhone: ({ value, signal }) => check('phone', value, signal),
  };
}
