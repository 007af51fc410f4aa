/**
 * The social assistance record (seed 001 §2 /crm/support_measures/social_assistances/{id}):
 * the decision panel — 'Подтвердить категорию' / 'Отказать в подтверждении' for a request still
 * under review, shown to staff with 'citizen category approval' (the operator's flag;
 * etp_admin always), the server's `decision` call — and the form, where the executor is
 * read-only for a regional head without executor_selection (the server refuses the same).
 */
import { useGetIdentity, useNotify, useRecordContext, useRefresh } from 'ra-core';
import { useState } from 'react';
import { Labeled } from 'react-admin';
import {
  socialAssistanceStatusLabels,
  type SocialAssistanceStatus,
} from '../../src/domain/appeals';
import type { RegistryDefinition } from '../../src/registries';
import { useEogDataProvider } from '../../dataProvider/hooks';
import { useRegistryKeys } from '../registries/access';
import { RegistryCell } from '../registries/cells';
import { RegistryInput } from '../registries/inputs';
import { MoveDialog, type StatusMove } from '../registries/MoveDialog';
import { RegistryEdit } from '../registries/RegistryEdit';
import { StatusPanelFrame } from '../registries/StatusPanelFrame';
import { formFields } from '../registries/values';
import { supportTexts as text } from './texts';

type ScreenProps = { definition: RegistryDefinition };

function useAccount(): Record<string, unknown> {
  const { identity } = useGetIdentity();
  return (identity?.account as Record<string, unknown> | undefined) ?? {};
}

/** The decision on a requested category as the one move dialog asks it. */
function decisionMove(decision: Decision): StatusMove {
  const action = decision === 'approved' ? text.approve : text.reject;
  return {
    to: decision,
    title: text.decisionTitle,
    action,
    text: { field: 'comment', label: text.comment, required: false, maxLength: 2000, rows: 3 },
    refusals: ['status', 'citizen_category_id'],
  };
}

type Decision = 'approved' | 'rejected';

/** The request's status on the one panel, and the decision for those who may take it. */
function DecisionPanel({ definition }: ScreenProps) {
  const record = useRecordContext();
  const account = useAccount();
  const keys = useRegistryKeys(definition);
  const dataProvider = useEogDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [decision, setDecision] = useState<Decision>();
  if (!record) return null;
  const mayDecide =
    keys.update && (account.role === 'etp_admin' || account.citizen_category_approval === true);
  const open = record.status === 'requested';
  const moves = open && mayDecide ? (['approved', 'rejected'] as const) : [];
  return (
    <StatusPanelFrame
      label={text.decisionTitle}
      status={
        socialAssistanceStatusLabels[record.status as SocialAssistanceStatus] ??
        String(record.status)
      }
      note={open && !mayDecide && keys.update ? text.noRight : undefined}
      moves={moves.map((to) => ({
        to,
        label: to === 'approved' ? text.approve : text.reject,
        primary: to === 'approved',
        onClick: () => setDecision(to),
      }))}
    >
      {decision ? (
        <MoveDialog
          move={decisionMove(decision)}
          onClose={() => setDecision(undefined)}
          submit={({ comment }) =>
            dataProvider.decideCategory(definition.name, {
              id: record.id,
              decision,
              ...(comment ? { comment } : {}),
            })
          }
          onDone={() => {
            notify(decision === 'approved' ? text.approved : text.rejected, { type: 'success' });
            refresh();
          }}
        />
      ) : null}
    </StatusPanelFrame>
  );
}

/** The form; the executor read-only for a regional head without executor_selection. */
function SocialAssistanceInputs({ definition }: ScreenProps) {
  const account = useAccount();
  const locked = account.role === 'regional_head' && account.executor_selection !== true;
  return (
    <>
      {formFields(definition, 'edit').map(([key, field]) =>
        key === 'organization_id' && locked ? (
          <Labeled key={key} label={field.label} title={text.executorLocked}>
            <RegistryCell source={key} field={field} empty="preview" />
          </Labeled>
        ) : (
          <RegistryInput key={key} source={key} field={field} definition={definition} />
        ),
      )}
    </>
  );
}

export function SocialAssistanceEdit({ definition }: ScreenProps) {
  return (
    <RegistryEdit
      definition={definition}
      redirect={false}
      status={{ panel: <DecisionPanel definition={definition} /> }}
      inputs={<SocialAssistanceInputs definition={definition} />}
    />
  );
}
