/**
 * The document workflows (issue 18; seed 001 §2 /crm/gro_requests and /crm/reporting_documents
 * with /new and /edit/{id}; §3 Attachment kinds GroRequest and ReportingDocument; §7 list,
 * {id}, {id}/update_status, {id}/history, export and the multipart upload of their files).
 * The seeds show no fields beyond these calls; ours are the list: number, kind, subject,
 * region, organization, author, executor, due date, status, body and the files, plus the ГРО
 * request's source (dictionary gro_request_source). The status moves and the deadline rules
 * are src/domain/documentWorkflows.ts; the server's own calls are server/modules/documents.
 *
 * `status`, `executor_id` and `status_changed_at` change only through a status move; `number`
 * is given by the database; `overdue` is computed by the table's view (migration 0022) from the
 * due date and the workflow's running statuses.
 */
import { allowedUploadExtensions, maxUploadBytes } from '../domain/uploads';
import {
  documentStatusOptions,
  groRequestKindOptions,
  groRequestWorkflow,
  reportingDocumentKindOptions,
  reportingDocumentWorkflow,
  type DocumentWorkflow,
} from '../domain/documentWorkflows';
import {
  createdBy,
  executorRef,
  groRef,
  organizationRef,
  overdueRow,
  regionRef,
  timestamps,
} from './common';
import { defineRegistry } from './define';
import type { FieldDefinition } from './types';

// No 'remove': a request or a report is a record of work with its history, closed by its status
// (issue 39 §4: a key nothing asks is not granted).
const documentActions = ['read', 'create', 'update', 'update_status', 'export', 'history'] as const;

/** The fields both document kinds share, in form order after the kind-specific ones. */
function sharedFields(workflow: DocumentWorkflow) {
  return {
    number: {
      kind: 'string',
      label: 'Номер',
      readOnly: true,
      list: true,
      sort: true,
    },
    status: {
      kind: 'enum',
      label: 'Статус',
      options: documentStatusOptions(workflow),
      readOnly: true,
      list: true,
      filter: true,
    },
    overdue: { kind: 'boolean', label: 'Просрочен', readOnly: true, list: true, filter: true },
    subject: {
      kind: 'string',
      label: 'Тема',
      required: true,
      max: 500,
      list: true,
      sort: true,
    },
    region_id: { ...regionRef, required: true },
    due_date: { kind: 'date', label: 'Срок исполнения', list: true, filter: true, sort: true },
    body: { kind: 'text', label: 'Содержание', max: 20000 },
    created_by_id: { ...createdBy, label: 'Автор' },
    executor_id: executorRef,
    status_changed_at: { kind: 'datetime', label: 'Статус изменён', readOnly: true },
    ...timestamps,
  } satisfies Record<string, FieldDefinition>;
}

/** What both document kinds declare alike besides their fields. */
const documentCommon = {
  recordTitle: 'number',
  search: ['number', 'subject', 'body'],
  defaultSort: { field: 'created_at', order: 'desc' },
  rowStates: [overdueRow],
  scoping: { region: 'region_id', organization: 'organization_id' },
  attachments: { extensions: allowedUploadExtensions, maxBytes: maxUploadBytes },
  audited: true,
  exportable: true,
  removable: false,
  // Its workflow's table has due dates, files a move needs and roles per move, and its final
  // statuses close the record (server/modules/documents): the engine serves the rest, the
  // status routes and their history too.
  customServer: true,
} as const;

export const groRequests = defineRegistry({
  name: 'gro_requests',
  path: 'gro_requests',
  type: 'gro_request',
  table: 'gro_requests',
  title: ['Запрос ГРО', 'Запросы ГРО', 'Запросов ГРО'],
  section: 'gro_requests',
  permissions: 'gro_requests',
  family: {
    actions: documentActions,
    // The regional staff ask (create); the ГРО answers its own requests (update: the answer's
    // files; update_status: its moves). Which move whose is the workflow's table.
    grants: {
      regional_head: ['read', 'create', 'update', 'update_status', 'export', 'history'],
      rgk_operator: ['read', 'create', 'update', 'update_status', 'export', 'history'],
      senior_manager: ['read', 'update', 'update_status', 'export', 'history'],
      operator: ['read', 'update', 'update_status', 'export', 'history'],
    },
  },
  fields: {
    kind: {
      kind: 'enum',
      label: 'Вид запроса',
      options: groRequestKindOptions,
      required: true,
      list: true,
      filter: true,
    },
    source_id: {
      kind: 'reference',
      label: 'Источник запроса',
      resource: 'lead_dictionary/dictionaries',
      choices: { dictionary_type: 'gro_request_source' },
      filter: true,
    },
    organization_id: { ...groRef, required: true },
    ...sharedFields(groRequestWorkflow),
  },
  ...documentCommon,
});

export const reportingDocuments = defineRegistry({
  name: 'reporting_documents',
  path: 'reporting_documents',
  type: 'reporting_document',
  table: 'reporting_documents',
  title: ['Отчётный документ', 'Отчётные документы', 'Отчётных документов'],
  section: 'reporting_documents',
  permissions: 'reporting_documents',
  family: {
    actions: documentActions,
    // ГРО and regional staff report; the ЕОГ (all by default) reviews.
    grants: {
      regional_head: ['read', 'create', 'update', 'update_status', 'export', 'history'],
      rgk_operator: ['read', 'create', 'update', 'update_status', 'export', 'history'],
      senior_manager: ['read', 'create', 'update', 'update_status', 'export', 'history'],
      operator: ['read', 'create', 'update', 'update_status', 'export', 'history'],
    },
  },
  fields: {
    kind: {
      kind: 'enum',
      label: 'Вид документа',
      options: reportingDocumentKindOptions,
      required: true,
      list: true,
      filter: true,
    },
    organization_id: organizationRef,
    ...sharedFields(reportingDocumentWorkflow),
  },
  ...documentCommon,
});
