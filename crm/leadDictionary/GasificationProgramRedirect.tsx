/**
 * /crm/lead_dictionary/gasification_program/{id?} (seed 001 §2): the seed names the route but
 * not its screen. It opens the gasification programme items (issue 16): without an id their list
 * (/crm/gasification_programs_items), with one that item (docs/decisions.md "Lead dictionary
 * routes"). The programme kinds stay a dictionary kind like the others.
 */
import { useCreatePath } from 'ra-core';
import { Navigate, useParams } from 'react-router-dom';
import { gasificationProgramItems } from '../../src/registries';

function GasificationProgramRedirect() {
  const { id } = useParams();
  const createPath = useCreatePath();
  const resource = gasificationProgramItems.name;
  const to = id
    ? createPath({ resource, type: 'edit', id })
    : createPath({ resource, type: 'list' });
  return <Navigate to={to} replace />;
}

export default GasificationProgramRedirect;
