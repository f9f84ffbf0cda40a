CREATE TABLE "join_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"party" jsonb NOT NULL,
	"seats" integer NOT NULL,
	"answer" text,
	"amount" integer DEFAULT 0 NOT NULL,
	"payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"reservation_id" integer,
	"captured_at" timestamp with time zone,
	"void_status" text,
	CONSTRAINT "join_requests_seats_range" CHECK ("join_requests"."seats" BETWEEN 1 AND 4),
	CONSTRAINT "join_requests_answer_length" CHECK (char_length("join_requests"."answer") <= 300),
	CONSTRAINT "join_requests_amount_range" CHECK ("join_requests"."amount" >= 0),
	CONSTRAINT "join_requests_status_known" CHECK ("join_requests"."status" IN ('authorizing', 'pending', 'approved', 'declined', 'expired', 'withdrawn')),
	CONSTRAINT "join_requests_void_status_known" CHECK ("join_requests"."void_status" IN ('required', 'done'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_payment_intents" ADD COLUMN "capture_method" text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_requests" ADD CONSTRAINT "join_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "join_requests_open_event_user_idx" ON "join_requests" USING btree ("event_id","user_id") WHERE "join_requests"."status" in ('authorizing', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "join_requests_payment_intent_idx" ON "join_requests" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "join_requests_event_idx" ON "join_requests" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "join_requests_expiry_idx" ON "join_requests" USING btree ("expires_at") WHERE "join_requests"."status" in ('authorizing', 'pending');--> statement-breakpoint
CREATE INDEX "join_requests_void_idx" ON "join_requests" USING btree ("id") WHERE "join_requests"."void_status" = 'required';--> statement-breakpoint
CREATE INDEX "join_requests_user_idx" ON "join_requests" USING btree ("user_id");