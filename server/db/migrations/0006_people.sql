-- Applicants administered from the console (seed 001 §2 Users) and the core of leads.
-- created_by_id / mfc_id say which staff member (and МФЦ) registered an applicant: scoped staff
-- see the applicants their own people created besides those with a lead in their scope.
ALTER TABLE users ADD COLUMN created_by_id bigint REFERENCES admin_users (id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN mfc_id bigint REFERENCES mfcs (id) ON DELETE SET NULL;
CREATE INDEX users_created_by_idx ON users (created_by_id) WHERE created_by_id IS NOT NULL;
CREATE INDEX users_mfc_idx ON users (mfc_id) WHERE mfc_id IS NOT NULL;
-- Account search by exact SNILS (phone and e-mail already have their unique indexes).
CREATE INDEX users_snils_idx ON users (snils) WHERE snils IS NOT NULL;
CREATE INDEX users_name_idx ON users (lower(last_name), lower(first_name));

-- Leads (applications): only the core the applicants' screens need — whose lead it is, who
-- handles it and where it belongs. The leads issue adds the rest of its columns.
CREATE TABLE leads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid text UNIQUE,
  status text NOT NULL DEFAULT 'draft',
  user_id bigint NOT NULL REFERENCES users (id),
  admin_id bigint REFERENCES admin_users (id) ON DELETE SET NULL,
  organization_id bigint REFERENCES organizations (id),
  branch_id bigint REFERENCES branches (id),
  service_id bigint REFERENCES services (id),
  source_id bigint REFERENCES sources (id),
  region_id bigint REFERENCES regions (id),
  mfc_id bigint REFERENCES mfcs (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leads_user_idx ON leads (user_id, id DESC);
CREATE INDEX leads_organization_idx ON leads (organization_id);
CREATE INDEX leads_region_idx ON leads (region_id);
CREATE INDEX leads_mfc_idx ON leads (mfc_id) WHERE mfc_id IS NOT NULL;
CREATE INDEX leads_admin_idx ON leads (admin_id) WHERE admin_id IS NOT NULL;
CREATE INDEX leads_status_idx ON leads (status);
