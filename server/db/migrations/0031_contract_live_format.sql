-- The contract attributes of the live portal's admin API (issue 20) that ours lacked: the day the
-- offer was delivered to the applicant, the connection term by its slug (src/domain
-- contractAttributes.ts), the ГРС (lead dictionary gas_distribution_stations) and the connection
-- features (entries of the connection_features dictionary). is_complex and home_in_schedule stay
-- the lead's own flags: the contract call reads and writes them there.
ALTER TABLE contracts
  ADD COLUMN delivery_date date,
  ADD COLUMN connection_time_to_gas_network_slug text,
  ADD COLUMN gas_distribution_station_id bigint
    REFERENCES gas_distribution_stations (id) ON DELETE SET NULL,
  ADD COLUMN connection_feature_ids bigint[] NOT NULL DEFAULT '{}';
