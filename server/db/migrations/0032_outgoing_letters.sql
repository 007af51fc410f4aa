-- E-mail through SMTP goes out through this outbox (issue 22, the SMTP outage): a letter is
-- stored with the request that writes it and sent by the mail relay (server/mail/outbox.ts), so
-- a mail server that is down or slow neither fails nor holds the request, and no letter is
-- lost: it waits, is retried with a growing pause, and is marked failed after the last attempt.
-- `next_attempt_at` is also the lease of a letter being sent (a relay that dies mid-send leaves
-- it to be sent again once the lease ends: at least once).
CREATE TABLE outgoing_letters (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outgoing_letters_due_idx ON outgoing_letters (next_attempt_at, id)
  WHERE status = 'pending';
