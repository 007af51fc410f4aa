-- When the password was last set: tokens issued before that moment are refused, so changing or
-- resetting a password ends every other session.
ALTER TABLE admin_users ADD COLUMN password_changed_at timestamptz;
ALTER TABLE users ADD COLUMN password_changed_at timestamptz;
-- Admin accounts created by another operator get a confirmation link like applicants do.
ALTER TABLE admin_users ADD COLUMN confirmation_sent_at timestamptz;
