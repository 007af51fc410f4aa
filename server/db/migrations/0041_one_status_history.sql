-- One status history for every workflow the registry engine serves (issue 37 item 2): the moves
-- of ГРО requests, reporting documents, appeals and consultations join registry_status_changes,
-- named by their definition's `name`. What a family's move leaves beside its comment — the due
-- date a document's move set, the channel an appeal's applicant was told by — is `details`.
-- Rows are copied in their old order, so each record's history keeps its order by id.
ALTER TABLE registry_status_changes ADD COLUMN details jsonb NOT NULL DEFAULT '{}';

INSERT INTO registry_status_changes
  (registry, record_id, from_status, to_status, comment, admin_id, created_at, details)
SELECT CASE document_type WHEN 'gro_request' THEN 'gro_requests' ELSE 'reporting_documents' END,
       document_id, from_status, to_status, comment, admin_id, created_at,
       CASE WHEN due_date IS NULL THEN '{}'::jsonb
            ELSE jsonb_build_object('due_date', to_char(due_date, 'YYYY-MM-DD')) END
  FROM document_status_changes
 ORDER BY id;

INSERT INTO registry_status_changes
  (registry, record_id, from_status, to_status, comment, admin_id, created_at, details)
SELECT CASE record_kind WHEN 'appeal' THEN 'appeals' ELSE 'appeals/consultations' END,
       record_id, from_status, to_status, comment, admin_id, created_at,
       CASE WHEN notified_by IS NULL THEN '{}'::jsonb
            ELSE jsonb_build_object('notified_by', notified_by) END
  FROM appeal_status_changes
 ORDER BY id;

DROP TABLE document_status_changes;
DROP TABLE appeal_status_changes;
