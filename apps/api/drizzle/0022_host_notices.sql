CREATE TABLE "host_digests" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_notice_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delivery" text NOT NULL,
	CONSTRAINT "host_notice_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "host_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"kind" text NOT NULL,
	"event_id" integer NOT NULL,
	"guest_id" integer,
	"rating" integer,
	"delivery" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "host_digests" ADD CONSTRAINT "host_digests_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_notice_preferences" ADD CONSTRAINT "host_notice_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_notices" ADD CONSTRAINT "host_notices_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_notices" ADD CONSTRAINT "host_notices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_notices" ADD CONSTRAINT "host_notices_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "host_digests_host_day_idx" ON "host_digests" USING btree ("host_id","day");--> statement-breakpoint
CREATE INDEX "host_notices_due_idx" ON "host_notices" USING btree ("delivery","id") WHERE "host_notices"."emailed_at" is null;--> statement-breakpoint
CREATE INDEX "host_notices_host_idx" ON "host_notices" USING btree ("host_id");--> statement-breakpoint
-- Custom: the host's notices (decision 054), written in the transaction of the change they report,
-- whatever path made it (a free seat, a payment, its webhook, a waitlist claim, reserve_seat of
-- migration 0016). Delivery is the host's choice at that moment; no choice means 'now'.
CREATE FUNCTION record_host_notice(p_kind text, p_event_id integer, p_guest_id integer, p_rating integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_host integer;
BEGIN
  SELECT "host_id" INTO v_host FROM "events" WHERE "id" = p_event_id;
  IF v_host IS NULL OR v_host = p_guest_id THEN
    RETURN;
  END IF;
  INSERT INTO "host_notices" ("host_id", "kind", "event_id", "guest_id", "rating", "delivery")
    VALUES (v_host, p_kind, p_event_id, p_guest_id, p_rating, coalesce(
      (SELECT "delivery" FROM "host_notice_preferences" WHERE "user_id" = v_host AND "kind" = p_kind),
      'now'));
  -- wakes the notice workers of every instance on commit (LISTEN host_notice)
  PERFORM pg_notify('host_notice', '');
END;
$$;--> statement-breakpoint
CREATE FUNCTION host_notice_on_reservation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- reserve_seat marks a held waitlist seat claimed just before it inserts the reservation
    PERFORM record_host_notice(
      CASE WHEN EXISTS (
        SELECT 1 FROM "waitlist_entries"
          WHERE "event_id" = NEW."event_id" AND "user_id" = NEW."user_id"
            AND "status" = 'claimed' AND "ended_at" = now()
      ) THEN 'waitlist_claim' ELSE 'booking' END,
      NEW."event_id", NEW."user_id", NULL);
  ELSE
    PERFORM record_host_notice('cancellation', NEW."event_id", NEW."user_id", NULL);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reservations_host_notice_made
  AFTER INSERT ON "reservations"
  FOR EACH ROW WHEN (NEW."status") EXECUTE FUNCTION host_notice_on_reservation();--> statement-breakpoint
CREATE TRIGGER reservations_host_notice_cancelled
  AFTER UPDATE OF "status" ON "reservations"
  FOR EACH ROW WHEN (OLD."status" AND NOT NEW."status" AND NEW."cancel_reason" = 'guest')
  EXECUTE FUNCTION host_notice_on_reservation();--> statement-breakpoint
CREATE FUNCTION host_notice_on_review() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_host_notice('review', NEW."event_id", NEW."user_id", NEW."rating");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reviews_host_notice
  AFTER INSERT ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION host_notice_on_review();
