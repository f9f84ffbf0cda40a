CREATE TABLE "seat_cancellations" (
	"reservation_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"share" integer NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"refund_status" text,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_cancellations_reservation_id_position_pk" PRIMARY KEY("reservation_id","position"),
	CONSTRAINT "seat_cancellations_position_range" CHECK ("seat_cancellations"."position" BETWEEN 1 AND 3),
	CONSTRAINT "seat_cancellations_share_range" CHECK ("seat_cancellations"."share" >= 0),
	CONSTRAINT "seat_cancellations_refund_range" CHECK ("seat_cancellations"."refund_amount" BETWEEN 0 AND "seat_cancellations"."share")
);
--> statement-breakpoint
DROP INDEX "simulated_refunds_payment_intent_idx";--> statement-breakpoint
ALTER TABLE "seat_cancellations" ADD CONSTRAINT "seat_cancellations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_cancellations_refund_required_idx" ON "seat_cancellations" USING btree ("cancelled_at") WHERE "seat_cancellations"."refund_status" = 'required';--> statement-breakpoint
CREATE INDEX "simulated_refunds_payment_intent_idx" ON "simulated_refunds" USING btree ("payment_intent_id");