CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"payment_intent_id" text,
	"amount_paid" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"refund_status" text,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"notify_pending" boolean DEFAULT false NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	CONSTRAINT "reservations_amount_paid_range" CHECK ("reservations"."amount_paid" >= 0),
	CONSTRAINT "reservations_paid_has_intent" CHECK ("reservations"."amount_paid" = 0 OR "reservations"."payment_intent_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"review" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_active_event_user_idx" ON "reservations" USING btree ("event_id","user_id") WHERE "reservations"."status";--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_payment_intent_idx" ON "reservations" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reservations_event_idx" ON "reservations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "reservations_refund_required_idx" ON "reservations" USING btree ("cancelled_at") WHERE "reservations"."refund_status" = 'required' OR "reservations"."notify_pending";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_event_user_idx" ON "reviews" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_event_created_idx" ON "reviews" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");