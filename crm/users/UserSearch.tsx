/**
 * The account search above the applicants' list (seed 001 §5 "Account search: the phone field
 * must have 11 digits"): by phone, e-mail or SNILS, each checked by its shared rule before the
 * call. A match outside the staff member's list shows without the card link; every match
 * offers 'Создать заявку' (/crm/leads/new/{user_id}, seed 001 §2). The call is the `search`
 * verb (`GET /users/search?<key>=<value>`), run for the last submitted key and value.
 */
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useBasename, type RaRecord } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { accountTypeLabels, isAccountType } from '../../src/domain/accountTypes';
import { validateEmail } from '../../src/validation/email';
import { applyMask, masks } from '../../src/validation/masks';
import { validationMessages } from '../../src/validation/messages';
import { validatePhoneStrict } from '../../src/validation/phone';
import { validateSnils } from '../../src/validation/snils';
import type { Validator } from '../../src/validation/messages';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { users } from '../../src/registries/users';
import { fieldErrorsOf } from '../../src/api';

export type SearchKey = 'phone' | 'email' | 'snils';

const keys: { key: SearchKey; label: string; rule: Validator; mask?: string }[] = [
  { key: 'phone', label: 'Телефон', rule: validatePhoneStrict, mask: '+9 (999) 999-99-99' },
  { key: 'email', label: 'Электронная почта', rule: validateEmail },
  { key: 'snils', label: 'СНИЛС', rule: validateSnils, mask: masks.snils },
];

export interface UserSearchProps {
  /** Picks a match instead of linking to it (the reassignment dialog). */
  onPick?: (record: RaRecord) => void;
}

/** The server's message for the key's field, else its general one. */
function searchError(error: unknown, key: SearchKey): string | undefined {
  if (!error) return undefined;
  return fieldErrorsOf(error)[key] ?? (error as Error).message;
}

export function UserSearch({ onPick }: UserSearchProps) {
  const [key, setKey] = useState<SearchKey>('phone');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const [asked, setAsked] = useState<{ key: SearchKey; value: string }>();
  const spec = keys.find((k) => k.key === key)!;
  const basename = useBasename();
  const dataProvider = useEogDataProvider();
  const search = useQuery({
    queryKey: [users.name, 'search', asked ?? {}],
    queryFn: ({ signal }) =>
      dataProvider.search(users.name, { filter: { [asked!.key]: asked!.value }, signal }),
    enabled: asked !== undefined,
    select: ({ data }) => data,
    // The last matches stay on screen while the next search runs.
    placeholderData: keepPreviousData,
  });
  const found = asked ? search.data : undefined;
  // A refusal belongs to the key it was asked with; another key starts without it.
  const error = invalid ?? (asked?.key === key ? searchError(search.error, key) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = value.trim() ? spec.rule(value.trim()) : validationMessages.required;
    setInvalid(message);
    if (message) return;
    const next = { key, value: value.trim() };
    if (asked?.key === next.key && asked.value === next.value) void search.refetch();
    else setAsked(next);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mb: 2 }} aria-label="Поиск заявителя">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label="Искать по"
          value={key}
          onChange={(e) => {
            setKey(e.target.value as SearchKey);
            setValue('');
            setInvalid(undefined);
          }}
          sx={{ minWidth: 200 }}
        >
          {keys.map((k) => (
            <MenuItem key={k.key} value={k.key}>
              {k.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={spec.label}
          value={value}
          error={!!error}
          helperText={error}
          onChange={(e) =>
            setValue(spec.mask ? applyMask(spec.mask, e.target.value) : e.target.value)
          }
          sx={{ minWidth: 280 }}
        />
        <Button type="submit" variant="contained">
          Найти
        </Button>
      </Box>
      {found && !found.length ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          Заявитель не найден
        </Alert>
      ) : null}
      {found?.length ? (
        <Table size="small" sx={{ mt: 1 }}>
          <TableBody>
            {found.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{String(r.user_full_name ?? '')}</TableCell>
                <TableCell>
                  {isAccountType(r.account_type) ? accountTypeLabels[r.account_type] : ''}
                </TableCell>
                <TableCell>{String(r.organization_name ?? '')}</TableCell>
                <TableCell>{String(r.email ?? '')}</TableCell>
                <TableCell>
                  {onPick ? (
                    <Button size="small" onClick={() => onPick(r)} disabled={!!r.blocked}>
                      Выбрать
                    </Button>
                  ) : (
                    <>
                      {r.in_scope ? (
                        <Button size="small" component={Link} to={`${basename}/users/${r.id}`}>
                          Открыть
                        </Button>
                      ) : null}
                      <Button size="small" component={Link} to={`${basename}/leads/new/${r.id}`}>
                        Создать заявку
                      </Button>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Box>
  );
}
