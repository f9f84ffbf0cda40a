CREATE TABLE "opening_requests" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_requests_pkey" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "opening_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "opening_requests" ADD CONSTRAINT "opening_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_requests" ADD CONSTRAINT "opening_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opening_requests_user_idx" ON "opening_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_opening_due_idx" ON "events" USING btree ("opens_at") WHERE "events"."opens_at" IS NOT NULL AND "events"."opening_notified_at" IS NULL;