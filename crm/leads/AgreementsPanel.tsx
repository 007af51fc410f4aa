/**
 * The contract's additional agreements (ДС), for admin_agreements_read holders once the
 * contract has been in force, newest first: the number links to the agreement's screen; per
 * row its files, its status history (admin_agreements_history) and the staff moves. New ones
 * with admin_agreements_update_status, only while the contract is current, as the server demands.
 */
import { Box, Button, Link as MuiLink, Typography } from '@mui/material';
import { useBasename, useGetList, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../src/format/date';
import { formatValue } from '../../src/format/text';
import { AgreementDetails, type AgreementPart } from './contract/AgreementDetails';
import { AgreementForm } from './contract/AgreementForm';
import { AgreementMoves } from './contract/AgreementMoves';
import { agreementPath, agreementsResource, hasNumber } from './contract/agreementQueries';
import { AgreementStatusBadge } from './contract/AgreementStatusBadge';
import type { ContractKeys } from './contractKeys';
import { agreementFields as label, contractTexts as text } from './contractLabels';
import { PanelTable } from '../ui/PanelTable';
import { loadedOf } from '../ui/loaded';
import { serverOrder } from './leadQueries';

export function AgreementsPanel({ contract, keys }: { contract: RaRecord; keys: ContractKeys }) {
  const basename = useBasename();
  const contractId = contract.id;
  // Newest first, as the server sends them.
  const agreements = loadedOf(
    useGetList(agreementsResource(contractId), {
      pagination: { page: 1, perPage: 100 },
      sort: serverOrder,
    }),
  );
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<{ agreement: RaRecord; part: AgreementPart }>();

  return (
    <Box component="section" aria-label={text.agreements} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="subtitle1" component="h3">
          {text.agreements}
        </Typography>
        {keys.agreementsWrite && contract.status === 'current' ? (
          <Button size="small" variant="outlined" onClick={() => setCreating(true)}>
            {text.agreementCreate}
          </Button>
        ) : null}
      </Box>
      <PanelTable
        label={text.agreements}
        loaded={agreements}
        empty={text.noAgreements}
        heads={[label.number, label.status, label.is_writing, label.signed_at, label.actions]}
        row={(a) => [
          // Like the coordination list's, the number is the link (a draft may have none yet).
          hasNumber(a.number) ? (
            <MuiLink key="n" component={Link} to={agreementPath(basename, contractId, a.id)}>
              {String(a.number)}
            </MuiLink>
          ) : (
            formatValue(a.number, 'table')
          ),
          <AgreementStatusBadge key="s" status={a.status} />,
          a.is_writing === true ? text.yes : text.no,
          formatDateTime(a.signed_at, 'table'),
          <Box key="m" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            <Button
              size="small"
              aria-label={`${text.agreementFiles}: ${formatValue(a.number)}`}
              onClick={() => setOpen({ agreement: a, part: 'files' })}
            >
              {text.agreementFiles}
            </Button>
            {keys.agreementsHistory ? (
              <Button
                size="small"
                aria-label={`${text.agreementHistory}: ${formatValue(a.number)}`}
                onClick={() => setOpen({ agreement: a, part: 'history' })}
              >
                {text.agreementHistory}
              </Button>
            ) : null}
            <AgreementMoves
              contractId={contractId}
              agreement={a}
              keys={keys}
              onMoved={agreements.reload}
            />
          </Box>,
        ]}
      />
      {creating ? (
        <AgreementForm
          contractId={contractId}
          pickUser={keys.users}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            agreements.reload();
          }}
        />
      ) : null}
      {open ? (
        <AgreementDetails
          contractId={contractId}
          agreement={open.agreement}
          part={open.part}
          keys={keys}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
    </Box>
  );
}
