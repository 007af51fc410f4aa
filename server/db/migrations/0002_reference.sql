-- Reference data additions: which services an organization provides (seed 000 §3 Service
-- relation organizations), and the uniqueness rules the admin API reports as 422s.

CREATE TABLE organization_services (
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  service_id bigint NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  PRIMARY KEY (organization_id, service_id)
);
CREATE INDEX organization_services_service_idx ON organization_services (service_id);

-- Two entries with the same name in one dictionary would be indistinguishable in a select.
CREATE UNIQUE INDEX dictionaries_type_name_idx ON dictionaries (dictionary_type, lower(name));

-- An organization has at most one head branch (relationship head_branch).
CREATE UNIQUE INDEX branches_one_head_idx ON branches (organization_id) WHERE is_head;

CREATE UNIQUE INDEX organizations_inn_kpp_idx ON organizations (inn, coalesce(kpp, ''))
  WHERE inn IS NOT NULL;
