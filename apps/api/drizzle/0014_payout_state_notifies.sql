-- Custom migration: a host's payout state decides whether their paid dinners are on sale
-- (decision 034), and every event the cache serves carries that as `onSale`. So a change of
-- the payout columns now also empties every instance's event cache, as the public host columns
-- of 0003 do.
DROP TRIGGER IF EXISTS event_hosts_changed_notify ON users;
--> statement-breakpoint
CREATE TRIGGER event_hosts_changed_notify
  AFTER UPDATE OF name, profile_image, is_verified_host, idme_verified, manual_review_status, is_host, rating, review_count, stripe_connect_id, stripe_connect_onboarding_complete, stripe_connect_status ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_events_changed();
