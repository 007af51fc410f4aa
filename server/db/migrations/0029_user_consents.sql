-- The personal-data consent as a separate, versioned consent (issue 17): every time an applicant
-- agrees (at registration, or again on /profile/policy_agreement after the text changed) a row
-- keeps the edition's version (src/domain/personalDataConsent.ts) and the moment. The latest row
-- is the consent in force; users.policy_agreed_at stays its time (the console's removal of the
-- agreement clears that column and keeps the history).
CREATE TABLE user_consents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL DEFAULT 'personal_data' CHECK (kind IN ('personal_data')),
  version text NOT NULL,
  agreed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_consents_user_idx ON user_consents (user_id, kind, agreed_at DESC, id DESC);

-- Consents given before versions were kept: the moment is known, the edition is not.
INSERT INTO user_consents (user_id, version, agreed_at)
SELECT id, 'unknown', policy_agreed_at FROM users WHERE policy_agreed_at IS NOT NULL;
