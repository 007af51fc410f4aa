-- Logout: the jti of every token ended before its expiry. Rows past expires_at are swept (the
-- token is refused as expired anyway). Shared by every instance on the same database.
CREATE TABLE revoked_tokens (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expires_at ON revoked_tokens (expires_at);

-- Per-account lockout: failed logins (wrong password or SMS code) of one account in the current
-- window; locked_until is set when they reach the limit. A successful login deletes the row.
CREATE TABLE login_failures (
  scope text NOT NULL CHECK (scope IN ('admin', 'user')),
  account_id bigint NOT NULL,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (scope, account_id)
);

-- Blocking an account ends its sessions for good: tokens issued before the block stay refused
-- after the account is unblocked. A trigger, so every path that blocks (people, admin users,
-- SQL by hand) does it.
ALTER TABLE admin_users ADD COLUMN sessions_revoked_at timestamptz;
ALTER TABLE users ADD COLUMN sessions_revoked_at timestamptz;

CREATE FUNCTION revoke_sessions_on_block() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.blocked AND NOT OLD.blocked THEN
    NEW.sessions_revoked_at := now();
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER admin_users_revoke_sessions_on_block BEFORE UPDATE OF blocked ON admin_users
  FOR EACH ROW EXECUTE FUNCTION revoke_sessions_on_block();
CREATE TRIGGER users_revoke_sessions_on_block BEFORE UPDATE OF blocked ON users
  FOR EACH ROW EXECUTE FUNCTION revoke_sessions_on_block();
