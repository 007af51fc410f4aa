-- The SLA filters (`expired`, `sla_days_remaining`) match only leads whose clock runs: submitted,
-- neither a draft nor closed (src/domain/sla.ts closedLeadStatuses). On 1,000,000 leads their
-- capped count walked the default order's index through every draft, closed and recent lead
-- (90,000 entries for 10,000 matches, 40 ms). This index holds the open leads alone, in the
-- list's order, with the two columns the SLA bound is checked on. The list writes the same
-- status condition literally (server/modules/leads/queries.ts), so the planner can prove it.
CREATE INDEX leads_open_created_idx ON leads (created_at, id)
  INCLUDE (service_id, submitted_at)
  WHERE status <> 'draft' AND status <> ALL ('{finished,cancelled,annulled,denied}'::text[]);
