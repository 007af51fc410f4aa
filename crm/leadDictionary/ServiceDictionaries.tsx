/**
 * /crm/lead_dictionary/service_dictionaries/{dictionaryName?} (seed 001 §2): with a dictionary
 * name (a kind key) that kind's list, without one the lead dictionary landing, which lists the
 * service dictionaries.
 */
import { useParams } from 'react-router-dom';
import { DictionaryKindPage } from './DictionaryKindList';
import { LeadDictionaryPage } from './LeadDictionaryPage';

function ServiceDictionaries() {
  const { dictionaryName } = useParams();
  return dictionaryName ? <DictionaryKindPage kind={dictionaryName} /> : <LeadDictionaryPage />;
}

export default ServiceDictionaries;
