-- Short access tokens with a refresh (issue 22 item 5): a sign-in opens a session; each refresh
-- token is single-use and answered with the next one of the same session, which ends when it
-- expires (no sliding past the sign-in's lifetime), at logout, or when a used refresh token is
-- presented again (a stolen copy: the whole session is ended). Only the SHA-256 of a token is
-- kept. A password change or a block ends the sessions opened before it (tokens_valid_after,
-- server/auth/principal.ts), like it ends their access tokens.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL,
  scope text NOT NULL CHECK (scope IN ('admin', 'user')),
  account_id bigint NOT NULL,
  session_started_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);
CREATE INDEX refresh_tokens_expires_at_idx ON refresh_tokens (expires_at);
