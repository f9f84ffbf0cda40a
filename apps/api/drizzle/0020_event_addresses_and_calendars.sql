ALTER TABLE "events" ADD COLUMN "street_address" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "neighborhood" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_feed_version" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_calendar_token_hash_idx" ON "users" USING btree ("calendar_token_hash");
--> statement-breakpoint
-- Hand-written: a dinner's last change, for the sitemap's lastmod and the calendars' LAST-MODIFIED,
-- starts as its creation (or cancellation) for the dinners that existed before this migration.
UPDATE "events" SET "updated_at" = coalesce("cancelled_at", "created_at");
--> statement-breakpoint
-- Hand-written: any change to what a dinner's page, preview or calendar entry shows bumps its
-- revision (the calendars' SEQUENCE) and updated_at. A seat taken or given back does not: the
-- WHEN clause keeps reserve_seat's updates from running the function at all. A new column that
-- a page shows belongs in both lists.
CREATE OR REPLACE FUNCTION events_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  NEW.updated_at := greatest(now(), OLD.updated_at);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER events_touch
  BEFORE UPDATE ON "events"
  FOR EACH ROW
  WHEN ((OLD.host_id, OLD.title, OLD.description, OLD.tags, OLD.featured, OLD.restaurant_name,
         OLD.city, OLD.state, OLD.location, OLD.date_time, OLD.time_zone, OLD.price, OLD.capacity,
         OLD.status, OLD.cover_image_key, OLD.street_address, OLD.neighborhood)
        IS DISTINCT FROM
        (NEW.host_id, NEW.title, NEW.description, NEW.tags, NEW.featured, NEW.restaurant_name,
         NEW.city, NEW.state, NEW.location, NEW.date_time, NEW.time_zone, NEW.price, NEW.capacity,
         NEW.status, NEW.cover_image_key, NEW.street_address, NEW.neighborhood))
  EXECUTE FUNCTION events_touch();
