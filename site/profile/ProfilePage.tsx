/**
 * /profile, the personal cabinet's personal data (seed 000 §2): the account type, the
 * requisites of that type and the applicant's names, contacts, SNILS and birth date, with an
 * 'Изменить' form for what PATCH /v1/users/current takes. Anonymous visitors sign in first.
 */
import { useState, type ReactNode } from 'react';
import { accountTypeLabel, isAccountType, type AccountType } from '../../src/domain/accountTypes';
import { formatDate } from '../../src/format/date';
import { formatPhone } from '../../src/format/phone';
import { formatValue } from '../../src/format/text';
import { users } from '../../src/registries/users';
import { Notice } from '../account/fields';
import { DataList } from '../DataList';
import { profilePaths } from './paths';
import { useAccount, type Account } from './accountQueries';
import { ProfileFrame, WithAccount } from './ProfileFrame';
import { ProfileForm } from './ProfileForm';
import { labelOf, personFields, requisitesOf, type ProfileField } from './profileFields';
import { profileTexts as t } from './texts';

function shown(field: ProfileField, value: unknown): string {
  if (field === 'phone' && typeof value === 'string' && value) return formatPhone(value);
  if (field === 'birth_date') return formatDate(value);
  return formatValue(value);
}

function AccountData({ account, accountType }: { account: Account; accountType: AccountType }) {
  const row = (field: ProfileField): [string, ReactNode] => [
    labelOf(field, accountType),
    shown(field, account[field]),
  ];
  const requisites = requisitesOf(accountType);
  return (
    <>
      <DataList
        label={t.applicant}
        rows={[[t.accountType, accountTypeLabel(accountType)], ...personFields.map(row)]}
      />
      {requisites.length > 0 && (
        <>
          <h2 style={{ margin: 0 }}>{t.requisites}</h2>
          <DataList
            label={t.requisites}
            rows={[
              ...requisites.map(row),
              [
                users.fields.organization_full_name.label,
                formatValue(account.organization_full_name),
              ],
            ]}
          />
        </>
      )}
    </>
  );
}

function PersonalData() {
  const state = useAccount();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <WithAccount state={state}>
      {(account) => {
        const accountType = isAccountType(account.account_type)
          ? account.account_type
          : 'individual_person';
        if (editing)
          return (
            <ProfileForm
              account={account}
              accountType={accountType}
              onCancel={() => setEditing(false)}
              onSaved={(next) => {
                state.setAccount(next);
                setEditing(false);
                setSaved(true);
              }}
            />
          );
        return (
          <>
            {saved && (
              <Notice>
                <p style={{ margin: 0 }}>{t.saved}</p>
              </Notice>
            )}
            <AccountData account={account} accountType={accountType} />
            <button
              type="button"
              style={{ justifySelf: 'start' }}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t.edit}
            </button>
          </>
        );
      }}
    </WithAccount>
  );
}

export function ProfilePage() {
  return (
    <ProfileFrame path={profilePaths.personalData} title={t.personalData}>
      <PersonalData />
    </ProfileFrame>
  );
}

export default ProfilePage;
