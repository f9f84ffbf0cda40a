CREATE TABLE "event_prompts" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"prompts" jsonb NOT NULL,
	"round_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_prompts_count" CHECK (jsonb_typeof("event_prompts"."prompts") = 'array' and jsonb_array_length("event_prompts"."prompts") between 1 and 20),
	CONSTRAINT "event_prompts_size" CHECK (octet_length("event_prompts"."prompts"::text) <= 40000),
	CONSTRAINT "event_prompts_round_minutes" CHECK ("event_prompts"."round_minutes" between 1 and 30)
);
--> statement-breakpoint
ALTER TABLE "event_prompts" ADD CONSTRAINT "event_prompts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;