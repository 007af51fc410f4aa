/**
 * Step 'Объект газификации' on the site: the object's address and cadastral numbers, then the
 * executing organization and its branch, found by the plot's cadastral number or chosen by hand
 * (src/leads/wizard/useBranchChoice.ts).
 */
import { leadRelationLabels } from '../../../src/leads/fields';
import { stepFields, type WizardFieldProps } from '../../../src/leads/wizard/model';
import { wizardTexts as text } from '../../../src/leads/wizard/texts';
import { branchName, useBranchChoice } from '../../../src/leads/wizard/useBranchChoice';
import type { WizardOrganization } from '../../../src/leads/wizard/useWizardState';
import { branchByCadastralNumber, fetchBranches } from './wizardApi';
import { errorStyle, fieldBox, inputStyle, WizardField } from './WizardField';
import { twoColumns } from './layout';

type Props = Omit<WizardFieldProps, 'path'> & {
  kind: string | undefined;
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
  return (
    <div>
      <div style={twoColumns}>
        {stepFields('object', kind).map((path) => (
          <WizardField key={path} path={path} {...form} required={requiredPaths.has(path)} />
        ))}
      </div>
      <p style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <button type="button" onClick={() => void lookUp()}>
          {text.findBranch}
        </button>
        {found ? (
          <span role="status" style={found.error ? errorStyle : { color: '#1e7b34' }}>
            {found.text}
          </span>
        ) : null}
      </p>
      <div style={twoColumns}>
        <div style={fieldBox}>
          <label htmlFor="lead-organization">
            {leadRelationLabels.organization}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id="lead-organization"
            value={organizationId}
            style={inputStyle}
            onChange={(e) => {
              onChange('organization', e.target.value);
              onChange('branch', '');
            }}
          >
            <option value="" />
            {organizations.map((o) => (
              <option key={String(o.id)} value={String(o.id)}>
                {branchName(o)}
              </option>
            ))}
          </select>
          {errors.organization ? <p style={errorStyle}>{errors.organization}</p> : null}
        </div>
        <div style={fieldBox}>
          <label htmlFor="lead-branch">{leadRelationLabels.branch}</label>
          <select
            id="lead-branch"
            value={branchValue}
            style={inputStyle}
            onChange={(e) => onChange('branch', e.target.value)}
          >
            <option value="">{text.noBranch}</option>
            {branchOptions.map((b) => (
              <option key={String(b.id)} value={String(b.id)}>
                {branchName(b)}
              </option>
            ))}
          </select>
          {errors.branch ? <p style={errorStyle}>{errors.branch}</p> : null}
        </div>
      </div>
    </div>
  );
}
