-- Custom migration (drizzle-kit generate --custom): any committed change to a user or a session
-- sends one NOTIFY on 'auth_changed'. Every API instance LISTENs and drops its cache of
-- session -> user lookups (apps/api/src/modules/session/session-cache.ts). New sessions need no
-- notice: a lookup that finds nothing is never cached.
CREATE OR REPLACE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed_notify
  AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed_notify
  AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
