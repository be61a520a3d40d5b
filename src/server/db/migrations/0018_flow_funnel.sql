CREATE TABLE "flow_funnel_durations" (
	"machine" text NOT NULL,
	"day" date NOT NULL,
	"state" text NOT NULL,
	"bucket" smallint NOT NULL,
	"stays" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flow_funnel_durations_machine_day_state_bucket_pk" PRIMARY KEY("machine","day","state","bucket")
);
--> statement-breakpoint
CREATE TABLE "flow_funnel_sessions" (
	"session_hash" text NOT NULL,
	"machine" text NOT NULL,
	"day" date NOT NULL,
	"last_state" text NOT NULL,
	"last_ms" integer NOT NULL,
	"reached_goal" boolean DEFAULT false NOT NULL,
	"states_entered" text[] NOT NULL,
	"transitions_taken" text[] NOT NULL,
	"last_event_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flow_funnel_sessions_session_hash_machine_pk" PRIMARY KEY("session_hash","machine")
);
--> statement-breakpoint
CREATE TABLE "flow_funnel_states" (
	"machine" text NOT NULL,
	"day" date NOT NULL,
	"state" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"exits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flow_funnel_states_machine_day_state_pk" PRIMARY KEY("machine","day","state")
);
--> statement-breakpoint
CREATE TABLE "flow_funnel_transitions" (
	"machine" text NOT NULL,
	"day" date NOT NULL,
	"from_state" text NOT NULL,
	"event" text NOT NULL,
	"to_state" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flow_funnel_transitions_machine_day_from_state_event_to_state_pk" PRIMARY KEY("machine","day","from_state","event","to_state")
);
--> statement-breakpoint
CREATE INDEX "flow_funnel_sessions_last_event_idx" ON "flow_funnel_sessions" USING btree ("last_event_at");