/**
 * Step 'Объект газификации': the object's address parts and the cadastral numbers of the plot and
 * the house, then the executing organization and its branch. 'Определить филиал по кадастровому
 * номеру' asks GET /v1/admin/branches/by_cadastral_number and picks both when the branch's
 * organization provides the chosen service; otherwise the selects (the service's organizations,
 * the organization's branches) are filled by hand.
 */
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { leadRelationLabels } from '../../../src/leads/fields';
import { stepFields } from '../../../src/leads/wizard/model';
import { wizardTexts as text } from '../../../src/leads/wizard/texts';
import { branchName, useBranchChoice } from '../../../src/leads/wizard/useBranchChoice';
import type { WizardOrganization } from '../../../src/leads/wizard/useWizardState';
import { branchByCadastralNumber, fetchBranches } from './wizardApi';
import { WizardField, type FieldProps } from './WizardField';

type Props = Omit<FieldProps, 'path'> & {
  kind: string | undefined;
  /** The organizations that provide the chosen service. */
  organizations: readonly WizardOrganization[];
  requiredPaths: ReadonlySet<string>;
};

const calls = { fetchBranches, branchByCadastralNumber };

export function ObjectStep({ kind, organizations, requiredPaths, ...form }: Props) {
  const { values, errors, onChange } = form;
  const { organizationId, branchOptions, branchValue, found, lookUp } = useBranchChoice(
    values,
    onChange,
    organizations,
    calls,
  );
  const fields = stepFields('object', kind);
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
              {branchName(o)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="wizard-branch"
          size="small"
          label={leadRelationLabels.branch}
          value={branchValue}
          error={!!errors.branch}
          helperText={errors.branch ?? ' '}
          onChange={(e) => onChange('branch', e.target.value)}
        >
          <MenuItem value="">{text.noBranch}</MenuItem>
          {branchOptions.map((b) => (
            <MenuItem key={String(b.id)} value={String(b.id)}>
              {branchName(b)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Box>
  );
}
