CREATE TABLE "reminders_sent" (
	"kind" text NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_kind_event_id_user_id_pk" PRIMARY KEY("kind","event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."sent_at" is null and "email_outbox"."failed_at" is null;--> statement-breakpoint
-- Emails written before this migration were tried inside their request: none is sent again.
UPDATE "email_outbox" SET "failed_at" = now() WHERE "sent_at" IS NULL;--> statement-breakpoint
-- Every committed outbox row wakes the delivery workers of every instance (LISTEN email_due).
CREATE OR REPLACE FUNCTION notify_email_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('email_due', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER email_outbox_due_notify
  AFTER INSERT ON "email_outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_email_due();
