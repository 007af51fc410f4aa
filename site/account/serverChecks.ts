/**
 * The server checks of seed 000 §5 as a form runs them while the user types, through the
 * dataProvider's verbs (dataProvider/validateVerbs.ts):
 *
 * - 'phone': the phone lookup, once 11 digits are typed; any failure — a 422, a server error,
 *   no network — means invalid, shown as the server's message or 'Некорректно заполнен телефон';
 * - 'snils': GET /v1/validate/snils once the local format and checksum pass, showing the
 *   server's message when it refuses.
 *
 * Each value is asked once (react-query caches the answer by its digits); a form that must not
 * send a refused value reads the same hook at submit.
 */
import { useQuery } from '@tanstack/react-query';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { validationMessages } from '../../src/validation/messages';
import { isPhoneLookupReady, phoneDigits } from '../../src/validation/phone';
import { SNILS_FORMAT, isValidSnils } from '../../src/validation/snils';
import { fieldErrorsOf } from '../../src/api';

export type ServerCheck = 'phone' | 'snils';

const fallback: Record<ServerCheck, string> = {
  phone: validationMessages.phone,
  snils: validationMessages.snils,
};

function ready(kind: ServerCheck, value: string): boolean {
  if (kind === 'phone') return isPhoneLookupReady(value);
  return SNILS_FORMAT.test(value) && isValidSnils(value);
}

/** The server's refusal of the value, or undefined (not asked yet, pending or accepted). */
export function useServerCheck(kind: ServerCheck, value: string): string | undefined {
  const dataProvider = useEogDataProvider();
  const enabled = ready(kind, value);
  const { error } = useQuery({
    queryKey: ['validate', kind, phoneDigits(value)],
    queryFn: ({ signal }) =>
      kind === 'phone'
        ? dataProvider.validatePhone({ value, signal })
        : dataProvider.validateSnils({ value, signal }),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  if (!enabled || !error) return undefined;
  return fieldErrorsOf(error)[kind] || fallback[kind];
}
