-- The guard keeps the account state it checks on every request in memory (issue 40,
-- server/auth/accountCache.ts); every instance forgets it when an account or the token
-- deny-list changes anywhere. A committed change NOTIFYs 'account_changes' once per statement
-- (PostgreSQL delivers it after the commit, to every connection that LISTENs).
CREATE FUNCTION notify_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE TRIGGER admin_users_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON admin_users FOR EACH STATEMENT EXECUTE FUNCTION notify_account_change();
CREATE TRIGGER users_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_account_change();
CREATE TRIGGER revoked_tokens_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON revoked_tokens FOR EACH STATEMENT EXECUTE FUNCTION notify_account_change();
