-- The ratings list (seed 001 §7) is newest first: on 50,000 ratings it sorted them all after
-- joining every lead and applicant (800 ms). This index gives the order, so a page walks 20
-- entries. The second serves `filter_by_rating` (a rating matches by its rounded average
-- grade): the average is written as arithmetic, the same expression as averageSql of
-- server/modules/ratings/ratingQueries.ts (the planner uses the index only for the identical
-- expression; ratings.test.ts checks that it does).
CREATE INDEX ratings_created_idx ON ratings (created_at DESC, id DESC);
CREATE INDEX ratings_average_idx ON ratings ((round(
  (coalesce(portal_application_convenience, 0) + coalesce(status_tracking_convenience, 0)
   + coalesce(document_attachment_simplicity, 0) + coalesce(website_convenience, 0)
   + coalesce(support_quality, 0) + coalesce(service_quality, 0)
   + coalesce(application_review_time, 0) + coalesce(contract_timeline, 0)
   + coalesce(communication_convenience, 0))::numeric
  / nullif(num_nonnulls(portal_application_convenience, status_tracking_convenience,
      document_attachment_simplicity, website_convenience, support_quality, service_quality,
      application_review_time, contract_timeline, communication_convenience), 0))),
  created_at DESC, id DESC);
