-- Uploaded files (seed 001 §3 Attachment: kind, original_filename, file_size, created_at, id,
-- upload_id). The bytes live in the file storage (local disk or S3) under storage_key; a row is
-- 'uploading' from multipart start until complete, then 'complete' with its size known.
-- A registry record points at its file through <field>_attachment_id; list attachments (a
-- knowledge question's files) name their owner through record_type / record_id.
CREATE TABLE attachments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  original_filename text NOT NULL,
  content_type text,
  file_size bigint,
  storage_key text NOT NULL UNIQUE,
  upload_id text,
  status text NOT NULL DEFAULT 'uploading' CHECK (status IN ('uploading', 'complete')),
  record_type text,
  record_id bigint,
  created_by_admin_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  created_by_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX attachments_record_idx ON attachments (record_type, record_id);
-- The orphan sweep (server/storage/sweep.ts) looks for old unfinished or unowned uploads.
CREATE INDEX attachments_status_idx ON attachments (status, created_at);
-- The service passport (seed 001 §3) is an attachment; removing the row unlinks it.
ALTER TABLE services
  ADD CONSTRAINT services_passport_file_fk
  FOREIGN KEY (passport_file_id) REFERENCES attachments (id) ON DELETE SET NULL;
