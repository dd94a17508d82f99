-- Sessions ended anywhere are told to every server on the database: each keeps validated sessions
-- for a few seconds (auth/session-cache.ts) and drops them all when a statement deletes sessions
-- (a sign-out, a revocation, a password reset or change, a deleted account's cascade, the address
-- confirmation's reset). The notice is sent at commit; it carries nothing (a session's token is a secret).
CREATE OR REPLACE FUNCTION milim_notify_sessions_ended() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('milim_sessions_ended', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER session_ended_notice AFTER DELETE OR TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION milim_notify_sessions_ended();
