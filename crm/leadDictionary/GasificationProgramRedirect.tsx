/**
 * /crm/lead_dictionary/gasification_program/{id?} (seed 001 §2): the seed names the route but
 * not its screen, and the programme items have a section of their own
 * (/crm/gasification_programs_items); in the lead dictionary the programmes are the dictionary
 * of gasification programme kinds. So the route leads there: without an id to that kind's list,
 * with one to the dictionary entry's edit screen (docs/decisions.md "Lead dictionary routes").
 */
import { useBasename, useCreatePath } from 'ra-core';
import { Navigate, useParams } from 'react-router-dom';
import { dictionaries } from '../../src/registries';
import { gasificationProgramKind, kindPath } from './subpages';

function GasificationProgramRedirect() {
  const { id } = useParams();
  const basename = useBasename();
  const createPath = useCreatePath();
  const to = id
    ? createPath({ resource: dictionaries.name, type: 'edit', id })
    : `${basename}${kindPath(gasificationProgramKind)}`;
  return <Navigate to={to} replace />;
}

export default GasificationProgramRedirect;
