/**
 * The checks a form asks of the server while the user types (seed 000 §5, §7), both public:
 *
 * GET /v1/validate/snils/{value}  200 when the checksum is right, otherwise a 422 on the field
 *                                 snils with the seeds' message, shown under the field;
 * GET /v1/validate/phone/{value}  the phone lookup the forms run once 11 digits are typed: 200
 *                                 for a Russian number (src/validation/phone.ts
 *                                 `isRussianNumber`), otherwise a 422 on the field phone with
 *                                 'Некорректно заполнен телефон'. It never says whether an
 *                                 account has the number: a public call must not reveal that.
 */
import type { FastifyInstance } from 'fastify';
import { validationMessages } from '../../../src/validation/messages';
import { isRussianNumber, normalizePhone } from '../../../src/validation/phone';
import { isValidSnils } from '../../../src/validation/snils';
import { Unprocessable } from '../../jsonapi/errors';
import { resource } from '../../jsonapi/serialize';
import { answer, textParams } from '../../http/moreSchemas';

const SnilsParams = textParams({ value: 'СНИЛС: 11 цифр, разделители «-» и пробел допустимы' });
const PhoneParams = textParams({
  value: 'Телефон: 11 цифр с 7 или 8 (или 10 без них); «+», скобки, «-» и пробелы допустимы',
});

const options = (params: ReturnType<typeof textParams>) => ({
  config: { access: 'public' as const },
  schema: { params, response: answer.document },
});

export function registerValidation(app: FastifyInstance): void {
  app.get<{ Params: { value: string } }>(
    '/v1/validate/snils/:value',
    options(SnilsParams),
    async (request) => {
      const value = request.params.value.slice(0, 32);
      // Separators are optional (the mask sends ddd-ddd-ddd dd); anything else is malformed.
      if (!/^[\d\s-]+$/.test(value) || value.replace(/\D/g, '').length !== 11) {
        throw Unprocessable.field('snils', validationMessages.invalid, 'СНИЛС');
      }
      if (!isValidSnils(value)) {
        throw Unprocessable.field('snils', validationMessages.snils, 'СНИЛС');
      }
      return { data: resource('snils_validation', value.replace(/\D/g, ''), { valid: true }) };
    },
  );

  app.get<{ Params: { value: string } }>(
    '/v1/validate/phone/:value',
    options(PhoneParams),
    async (request) => {
      const value = request.params.value.slice(0, 32);
      const phone = /^[\d\s()+-]+$/.test(value) ? normalizePhone(value) : undefined;
      if (!phone || !isRussianNumber(phone)) {
        throw Unprocessable.field('phone', validationMessages.phone, 'Телефон');
      }
      return { data: resource('phone_validation', phone, { valid: true, phone }) };
    },
  );
}
