CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"restaurant_name" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"location" text NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"price" integer NOT NULL,
	"capacity" integer NOT NULL,
	"available_spots" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "events_price_range" CHECK ("events"."price" >= 0),
	CONSTRAINT "events_capacity_range" CHECK ("events"."capacity" >= 1),
	CONSTRAINT "events_available_spots_range" CHECK ("events"."available_spots" >= 0 AND "events"."available_spots" <= "events"."capacity")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" integer NOT NULL,
	"host_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_pkey" PRIMARY KEY("follower_id","host_id"),
	CONSTRAINT "follows_not_self" CHECK ("follows"."follower_id" <> "follows"."host_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_listing_idx" ON "events" USING btree ("status","date_time");--> statement-breakpoint
CREATE INDEX "events_featured_idx" ON "events" USING btree ("date_time") WHERE "events"."featured" AND "events"."status";--> statement-breakpoint
CREATE INDEX "events_location_idx" ON "events" USING btree ("state","city");--> statement-breakpoint
CREATE INDEX "events_price_idx" ON "events" USING btree ("price");--> statement-breakpoint
CREATE INDEX "events_capacity_idx" ON "events" USING btree ("capacity");--> statement-breakpoint
CREATE INDEX "events_tags_idx" ON "events" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "events_host_idx" ON "events" USING btree ("host_id","date_time");--> statement-breakpoint
CREATE INDEX "follows_host_idx" ON "follows" USING btree ("host_id");