/**
 * /profile, the personal cabinet's personal data (seed 000 §2): the account type, the
 * requisites of that type and the applicant's names, contacts, SNILS, birth date and region, the
 * passport, addresses and registration document (./profileExtras.ts), with an
 * 'Изменить' form for what PATCH /v1/users/current takes.
 */
import { useState, type ReactNode } from 'react';
import { accountTypeLabel, isAccountType, type AccountType } from '../../src/domain/accountTypes';
import { genderLabels, genders, type Gender } from '../../src/domain/people';
import { formatDate } from '../../src/format/date';
import { formatPhone } from '../../src/format/phone';
import { formatValue, formatVerified } from '../../src/format/text';
import { users } from '../../src/registries/users';
import { Notice } from '../account/fields';
import { DataList } from '../DataList';
import { useAccount, type Account } from './accountQueries';
import { ProfileFrame, WithAccount } from './ProfileFrame';
import { ProfileForm } from './ProfileForm';
import { requisitesOf } from '../account/registrationRules';
import { labelOf, personFields, type ProfileField } from './profileFields';
import { blockLine, blocksOf } from './profileExtras';
import { useRegions } from '../tools/useRegions';
import { profileTexts as t } from './texts';
import ui from '../theme/ui.module.css';

const isGender = (v: unknown): v is Gender => genders.includes(v as Gender);

function shown(field: ProfileField, account: Account): string {
  const value = account[field];
  if (field === 'phone' && typeof value === 'string' && value) return formatPhone(value);
  if (field === 'birth_date') return formatDate(value);
  // The server's check of the SNILS: 'верифицирован' / 'не верифицирован' (seed 000 §8).
  if (field === 'snils' && typeof value === 'string' && value) {
    return `${value}, ${formatVerified(account.valide_snils)}`;
  }
  return formatValue(value);
}

function AccountData({ account, accountType }: { account: Account; accountType: AccountType }) {
  const { nameOf } = useRegions();
  const row = (field: ProfileField): [string, ReactNode] => [
    labelOf(field, accountType),
    shown(field, account),
  ];
  const requisites = requisitesOf(accountType);
  return (
    <>
      <DataList
        label={t.applicant}
        rows={[
          [t.accountType, accountTypeLabel(accountType)],
          ...personFields.map(row),
          [
            users.fields.gender.label,
            formatValue(isGender(account.gender) ? genderLabels[account.gender] : null),
          ],
          [users.fields.region_id.label, formatValue(nameOf(account.region_id))],
        ]}
      />
      <h2 className={ui.subtitle}>{t.documents}</h2>
      <DataList
        label={t.documents}
        rows={blocksOf(accountType).map((block): [string, ReactNode] => [
          block.title,
          formatValue(blockLine(block, account)),
        ])}
      />
      {requisites.length > 0 && (
        <>
          <h2 className={ui.subtitle}>{t.requisites}</h2>
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

export function ProfilePage() {
  const state = useAccount();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <ProfileFrame title={t.personalData}>
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
                  <p className={ui.text}>{t.saved}</p>
                </Notice>
              )}
              <AccountData account={account} accountType={accountType} />
              <button
                type="button"
                className={ui.buttonSecondary}
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
    </ProfileFrame>
  );
}

export default ProfilePage;
