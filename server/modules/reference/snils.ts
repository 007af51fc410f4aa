/**
 * GET /v1/validate/snils/{value} (seed 000 §7): 200 when the checksum is right, otherwise a
 * 422 on the field snils with the seeds' message, which the form shows under the field.
 */
import type { FastifyInstance } from 'fastify';
import { validationMessages } from '../../../src/validation/messages';
import { isValidSnils } from '../../../src/validation/snils';
import { Unprocessable } from '../../jsonapi/errors';
import { resource } from '../../jsonapi/serialize';
import { answer, textParams } from '../../http/moreSchemas';

const SnilsParams = textParams({ value: 'СНИЛС: 11 цифр, разделители «-» и пробел допустимы' });

export function registerSnils(app: FastifyInstance): void {
  const options = {
    config: { access: 'public' as const },
    schema: { params: SnilsParams, response: answer.document },
  };
  app.get<{ Params: { value: string } }>('/v1/validate/snils/:value', options, async (request) => {
    const value = request.params.value.slice(0, 32);
    // Separators are optional (the mask sends ddd-ddd-ddd dd); anything else is malformed.
    if (!/^[\d\s-]+$/.test(value) || value.replace(/\D/g, '').length !== 11) {
      throw Unprocessable.field('snils', validationMessages.invalid, 'СНИЛС');
    }
    if (!isValidSnils(value)) {
      throw Unprocessable.field('snils', validationMessages.snils, 'СНИЛС');
    }
    return { data: resource('snils_validation', value.replace(/\D/g, ''), { valid: true }) };
  });
}
