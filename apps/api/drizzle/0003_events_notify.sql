-- Custom migration (drizzle-kit generate --custom): every change that can alter what the event
-- read cache serves (an event row, or the public fields of a host shown with each event) sends
-- one NOTIFY on 'events_changed' when its transaction commits. Every API instance LISTENs and
-- drops its cache (apps/api/src/modules/events/events-cache.ts).
CREATE OR REPLACE FUNCTION notify_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('events_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER events_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_events_changed();
--> statement-breakpoint
CREATE TRIGGER event_hosts_changed_notify
  AFTER UPDATE OF name, profile_image, is_verified_host, idme_verified, manual_review_status, is_host, rating, review_count ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_events_changed();
