/**
 * /crm/ratings (seed 001 §2 "quality control"; GET /v1/admin/ratings with included=user, page 1,
 * per 20, query, filter_by_rating — seed 001 §3 filter defaults): the ratings of the staff
 * member's scope, newest first — date, applicant, lead, average grade, lead status, comment. A
 * row opens the card (/crm/ratings/{id}); the export goes to holders of admin_ratings_export.
 */
import { useListContext } from 'ra-core';
import {
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  type RaRecord,
} from 'react-admin';
import { ratingGradeLabels, ratingGrades } from '../../src/domain/ratings';
import { defaultPageSize } from '../../src/domain/pagination';
import { formatDateTime } from '../../src/format/date';
import { formatMessages } from '../../src/format/messages';
import { RegistryPagination } from '../registries/RegistryPagination';
import { applicantName, formatAverage, formatLeadStatus, shorten } from './format';
import { RatingExportButton } from './RatingExportButton';
import { ratingTexts as t } from './texts';

const gradeChoices = ratingGrades.map((g) => ({
  id: String(g),
  name: `${g} — ${ratingGradeLabels[g]}`,
}));

const filters = [
  <TextInput key="query" source="query" label={t.search} alwaysOn resettable />,
  <SelectInput
    key="filter_by_rating"
    source="filter_by_rating"
    label={t.rating}
    choices={gradeChoices}
    alwaysOn
  />,
];

function Actions() {
  const { filterValues, total } = useListContext();
  return (
    <TopToolbar>
      <RatingExportButton filter={filterValues ?? {}} disabled={total === 0} />
    </TopToolbar>
  );
}

function RatingList() {
  return (
    <List
      resource="ratings"
      filter={{ included: 'user' }}
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={defaultPageSize}
      pagination={<RegistryPagination />}
      actions={<Actions />}
      exporter={false}
      empty={false}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField<RaRecord>
          label={t.date}
          render={(r) => formatDateTime(r.created_at)}
          sortable={false}
        />
        <FunctionField<RaRecord> label={t.applicant} render={(r) => applicantName(r)} />
        <FunctionField<RaRecord>
          label={t.lead}
          render={(r) => (r.lead_id ? (r.lead_uid ?? formatMessages.dash) : t.siteWide)}
        />
        <FunctionField<RaRecord> label={t.average} render={(r) => formatAverage(r.average_grade)} />
        <FunctionField<RaRecord>
          label={t.leadStatus}
          render={(r) => formatLeadStatus(r.lead_status)}
        />
        <FunctionField<RaRecord>
          label={t.comment}
          render={(r) => (r.comment ? shorten(String(r.comment), 80) : formatMessages.dash)}
        />
      </Datagrid>
    </List>
  );
}

export default RatingList;
