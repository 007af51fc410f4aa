-- The lead's attributes under the live ЕОГ portal's names (issue 20), from the database to the
-- wire: one name per concept, no mapping layer between the API and the columns.
ALTER TABLE leads RENAME COLUMN confidant TO owner;
ALTER TABLE leads RENAME COLUMN contact_person TO contact_info;
ALTER TABLE leads RENAME COLUMN max_hourly_consumption TO planned_gas_consumption;
ALTER TABLE leads RENAME CONSTRAINT leads_max_hourly_consumption_check
  TO leads_planned_gas_consumption_check;
ALTER TABLE leads RENAME COLUMN snt_name TO snt;
ALTER TABLE leads RENAME COLUMN previous_spec_number TO last_tu_number;
ALTER TABLE leads RENAME COLUMN previous_spec_date TO last_tu_date;
ALTER TABLE leads RENAME COLUMN written_form_kind TO contract_sign_type;
ALTER TABLE leads RENAME CONSTRAINT leads_written_form_kind_check TO leads_contract_sign_type_check;

-- The feedback channel holds the live wire values, the Russian channel labels.
ALTER TABLE leads RENAME COLUMN feedback_channel TO feedback_type;
ALTER TABLE leads DROP CONSTRAINT leads_feedback_channel_check;
UPDATE leads SET feedback_type = CASE feedback_type
    WHEN 'email' THEN 'E-mail' WHEN 'phone' THEN 'Телефон' WHEN 'post' THEN 'Почта' END
  WHERE feedback_type IS NOT NULL;
ALTER TABLE leads ADD CONSTRAINT leads_feedback_type_check
  CHECK (feedback_type IN ('E-mail', 'Телефон', 'Почта'));

-- The owner's block: one full name, the identity document as `passport` with the live keys.
UPDATE leads SET owner = jsonb_strip_nulls(jsonb_build_object(
    'fullname', nullif(concat_ws(' ', nullif(owner ->> 'last_name', ''),
      nullif(owner ->> 'first_name', ''), nullif(owner ->> 'middle_name', '')), ''),
    'phone', owner -> 'phone',
    'email', owner -> 'email',
    'snils', owner -> 'snils',
    'birth_date', owner -> 'birth_date',
    'passport', CASE WHEN jsonb_typeof(owner -> 'identity_document') = 'object' THEN
      jsonb_strip_nulls(jsonb_build_object(
        'identification_document', owner -> 'identity_document' -> 'kind',
        'series', owner -> 'identity_document' -> 'series',
        'number', owner -> 'identity_document' -> 'number',
        'branch', owner -> 'identity_document' -> 'issued_by',
        'date', owner -> 'identity_document' -> 'date')) END))
  WHERE owner IS NOT NULL;
UPDATE leads SET contact_info = (contact_info - 'full_name')
    || jsonb_build_object('fullname', contact_info -> 'full_name')
  WHERE contact_info ? 'full_name';

-- Additional activities the applicant asks for (dictionary 'additional_activities').
ALTER TABLE leads ADD COLUMN additional_activity_ids bigint[] NOT NULL DEFAULT '{}';

-- The live address's FIAS ids of each level beside the address's own (`fias_id`).
ALTER TABLE addresses
  ADD COLUMN region_fias_id text,
  ADD COLUMN area_fias_id text,
  ADD COLUMN city_fias_id text,
  ADD COLUMN settlement_fias_id text,
  ADD COLUMN street_fias_id text,
  ADD COLUMN house_fias_id text;

-- A denial of a duplicate names the lead it repeats (the live update_status's original_lead_id).
ALTER TABLE leads ADD COLUMN original_lead_id bigint REFERENCES leads (id) ON DELETE SET NULL;
