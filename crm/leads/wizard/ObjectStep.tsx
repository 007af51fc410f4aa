/**
 * Step 'Объект газификации': the object's address parts and the cadastral numbers of the plot and
 * the house, then the executing organization and its branch. 'Определить филиал по кадастровому
 * номеру' asks GET /v1/admin/branches/by_cadastral_number and picks both when the branch's
 * organization provides the chosen service; otherwise the selects (the service's organizations,
 * the organization's branches) are filled by hand.
 */
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import type { RaRecord } from 'ra-core';
import { useEffect, useState } from 'react';
import { leadRelationLabels } from '../../../src/leads/fields';
import { interpolate } from '../../../src/validation/messages';
import { branchByCadastralNumber, fetchBranches } from './wizardApi';
import { WizardField, type FieldProps } from './WizardField';
import { stepFields } from './wizardModel';
import { wizardTexts as text } from './wizardTexts';

type Props = Omit<FieldProps, 'path'> & {
  kind: string | undefined;
  /** The organizations that provide the chosen service. */
  organizations: RaRecord[];
  requiredPaths: ReadonlySet<string>;
};

const nameOf = (r: RaRecord) => String(r.short_name || r.name || r.id);

export function ObjectStep({ kind, organizations, requiredPaths, ...form }: Props) {
  const { values, errors, onChange } = form;
  const organizationId = typeof values.organization === 'string' ? values.organization : '';
  const [branches, setBranches] = useState<RaRecord[]>([]);
  const [found, setFound] = useState<{ text: string; error: boolean }>();
  // The branch the lookup found, shown before its organization's branches arrive.
  const [foundBranch, setFoundBranch] = useState<RaRecord>();

  useEffect(() => {
    let live = true;
    if (!organizationId) setBranches([]);
    else
      fetchBranches(organizationId).then(
        (rows) => live && setBranches(rows),
        () => live && setBranches([]),
      );
    return () => {
      live = false;
    };
  }, [organizationId]);

  const lookUp = async () => {
    const number = values['gas_object_address.cadastral_number'];
    if (typeof number !== 'string' || !number.trim()) {
      setFound({ text: text.cadastralFirst, error: true });
      return;
    }
    try {
      const branch = await branchByCadastralNumber(number);
      const orgId = branch ? String(branch.organization_id) : '';
      if (!branch || !organizations.some((o) => String(o.id) === orgId)) {
        setFound({ text: text.branchOfOtherService, error: true });
        return;
      }
      onChange('organization', orgId);
      onChange('branch', String(branch.id));
      setFoundBranch(branch);
      setFound({ text: interpolate(text.branchFound, { branch: nameOf(branch) }), error: false });
    } catch (e) {
      setFound({ text: (e as Error).message, error: true });
    }
  };

  const fields = stepFields('object', kind);
  const branchOptions =
    foundBranch &&
    String(foundBranch.organization_id) === organizationId &&
    !branches.some((b) => String(b.id) === String(foundBranch.id))
      ? [foundBranch, ...branches]
      : branches;
  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 2 }}>
        {fields.map((path) => (
          <WizardField key={path} path={path} {...form} required={requiredPaths.has(path)} />
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => void lookUp()}>
          {text.findBranch}
        </Button>
        {found ? (
          <Typography variant="body2" color={found.error ? 'error' : 'success.main'}>
            {found.text}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 2 }}>
        <TextField
          select
          id="wizard-organization"
          size="small"
          required
          label={leadRelationLabels.organization}
          value={organizationId}
          error={!!errors.organization}
          helperText={errors.organization ?? ' '}
          onChange={(e) => {
            onChange('organization', e.target.value);
            onChange('branch', '');
          }}
        >
          {organizations.map((o) => (
            <MenuItem key={String(o.id)} value={String(o.id)}>
              {nameOf(o)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="wizard-branch"
          size="small"
          label={leadRelationLabels.branch}
          // Until the organization's branches arrive, the chosen one is not an option yet.
          value={branchOptions.some((b) => String(b.id) === values.branch) ? values.branch : ''}
          error={!!errors.branch}
          helperText={errors.branch ?? ' '}
          onChange={(e) => onChange('branch', e.target.value)}
        >
          <MenuItem value="">{text.noBranch}</MenuItem>
          {branchOptions.map((b) => (
            <MenuItem key={String(b.id)} value={String(b.id)}>
              {nameOf(b)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Box>
  );
}
