-- The coordination list (contracts and agreements in coordination) and the ratings list are
-- scoped by their lead's organization, region and МФЦ (src/access/scoping). Read through the
-- lead, a ГРО's coordination list looked up the lead of every document in coordination (6,000
-- on a million leads: 60 ms a page) and a ГРО's ratings count every rated lead (25 ms). The
-- lead's three scope columns are copied onto the documents, kept by triggers, so the filter
-- reads the document row itself. Copies, not references: the lead keeps the foreign keys.
ALTER TABLE contracts
  ADD COLUMN organization_id bigint, ADD COLUMN region_id bigint, ADD COLUMN mfc_id bigint;
ALTER TABLE contract_agreements
  ADD COLUMN organization_id bigint, ADD COLUMN region_id bigint, ADD COLUMN mfc_id bigint;
ALTER TABLE ratings
  ADD COLUMN organization_id bigint, ADD COLUMN region_id bigint, ADD COLUMN mfc_id bigint;

UPDATE contracts c
   SET organization_id = l.organization_id, region_id = l.region_id, mfc_id = l.mfc_id
  FROM leads l WHERE l.id = c.lead_id;
UPDATE contract_agreements g
   SET organization_id = c.organization_id, region_id = c.region_id, mfc_id = c.mfc_id
  FROM contracts c WHERE c.id = g.contract_id;
UPDATE ratings r
   SET organization_id = l.organization_id, region_id = l.region_id, mfc_id = l.mfc_id
  FROM leads l WHERE l.id = r.lead_id;

-- A new contract or rating takes its lead's scope (a site-wide rating, without a lead, none).
CREATE FUNCTION scope_from_lead() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT l.organization_id, l.region_id, l.mfc_id INTO NEW.organization_id, NEW.region_id, NEW.mfc_id
    FROM leads l WHERE l.id = NEW.lead_id;
  RETURN NEW;
END $$;
CREATE TRIGGER contracts_scope_from_lead BEFORE INSERT OR UPDATE OF lead_id ON contracts
  FOR EACH ROW EXECUTE FUNCTION scope_from_lead();
CREATE TRIGGER ratings_scope_from_lead BEFORE INSERT OR UPDATE OF lead_id ON ratings
  FOR EACH ROW EXECUTE FUNCTION scope_from_lead();

-- A new agreement takes its contract's.
CREATE FUNCTION scope_from_contract() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.organization_id, c.region_id, c.mfc_id INTO NEW.organization_id, NEW.region_id, NEW.mfc_id
    FROM contracts c WHERE c.id = NEW.contract_id;
  RETURN NEW;
END $$;
CREATE TRIGGER contract_agreements_scope_from_contract
  BEFORE INSERT OR UPDATE OF contract_id ON contract_agreements
  FOR EACH ROW EXECUTE FUNCTION scope_from_contract();

-- A lead moved to another organization, region or МФЦ moves its documents along; the
-- contract's own trigger carries it on to the agreements.
CREATE FUNCTION lead_scope_to_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contracts SET organization_id = NEW.organization_id, region_id = NEW.region_id,
                       mfc_id = NEW.mfc_id
   WHERE lead_id = NEW.id;
  UPDATE ratings SET organization_id = NEW.organization_id, region_id = NEW.region_id,
                     mfc_id = NEW.mfc_id
   WHERE lead_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER leads_scope_to_documents
  AFTER UPDATE OF organization_id, region_id, mfc_id ON leads
  FOR EACH ROW
  WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id
        OR OLD.region_id IS DISTINCT FROM NEW.region_id
        OR OLD.mfc_id IS DISTINCT FROM NEW.mfc_id)
  EXECUTE FUNCTION lead_scope_to_documents();

CREATE FUNCTION contract_scope_to_agreements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contract_agreements SET organization_id = NEW.organization_id,
                                 region_id = NEW.region_id, mfc_id = NEW.mfc_id
   WHERE contract_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER contracts_scope_to_agreements
  AFTER UPDATE OF organization_id, region_id, mfc_id ON contracts
  FOR EACH ROW
  WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id
        OR OLD.region_id IS DISTINCT FROM NEW.region_id
        OR OLD.mfc_id IS DISTINCT FROM NEW.mfc_id)
  EXECUTE FUNCTION contract_scope_to_agreements();

-- The coordination list (server/modules/contracts/coordination.ts) counts, filters and sorts the
-- documents in coordination by these columns alone: the walk is index-only, whatever the scope.
CREATE INDEX contracts_coordination_idx ON contracts (coordination_started_at, id)
  INCLUDE (status_changed_at, organization_id, region_id, mfc_id)
  WHERE status IN ('coordination', 'on_clarification');
CREATE INDEX contract_agreements_coordination_idx ON contract_agreements (coordination_started_at, id)
  INCLUDE (status_changed_at, organization_id, region_id, mfc_id)
  WHERE status IN ('coordination', 'on_correction');

-- A scoped ratings page walks its scope's newest ratings (the order of ratings_created_idx).
CREATE INDEX ratings_organization_created_idx ON ratings (organization_id, created_at DESC, id DESC)
  WHERE organization_id IS NOT NULL;
CREATE INDEX ratings_region_created_idx ON ratings (region_id, created_at DESC, id DESC)
  WHERE region_id IS NOT NULL;
CREATE INDEX ratings_mfc_created_idx ON ratings (mfc_id, created_at DESC, id DESC)
  WHERE mfc_id IS NOT NULL;

-- GET /v1/admin/contracts is newest status change first, whole or scoped: each index gives the
-- order, so a page and its capped count walk entries instead of sorting every contract.
CREATE INDEX contracts_status_changed_idx ON contracts (status_changed_at DESC, id DESC);
CREATE INDEX contracts_organization_changed_idx
  ON contracts (organization_id, status_changed_at DESC, id DESC);
CREATE INDEX contracts_region_changed_idx ON contracts (region_id, status_changed_at DESC, id DESC);
CREATE INDEX contracts_mfc_changed_idx ON contracts (mfc_id, status_changed_at DESC, id DESC)
  WHERE mfc_id IS NOT NULL;
