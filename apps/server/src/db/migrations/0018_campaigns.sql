CREATE TABLE "campaign_draws" (
	"event_no" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"entry_nos" jsonb,
	"winner_entry_nos" jsonb,
	"drawn_by" integer,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaign_entries" (
	"entry_no" serial PRIMARY KEY NOT NULL,
	"event_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"day" date,
	"review" text DEFAULT 'none' NOT NULL,
	"outcome" text DEFAULT 'waiting' NOT NULL,
	"rewarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_events" (
	"event_no" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"mode" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"reward_exp" integer DEFAULT 0 NOT NULL,
	"capacity" integer,
	"winners" integer DEFAULT 0 NOT NULL,
	"code" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_events_winners_cap" CHECK ("campaign_events"."capacity" is null or "campaign_events"."winners" <= "campaign_events"."capacity"),
	CONSTRAINT "campaign_events_winners_min" CHECK ("campaign_events"."winners" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaign_proofs" (
	"proof_no" serial PRIMARY KEY NOT NULL,
	"entry_no" integer NOT NULL,
	"image_url" text,
	"link_url" text,
	"note" text DEFAULT '' NOT NULL,
	"decision" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_draws" ADD CONSTRAINT "campaign_draws_event_no_campaign_events_event_no_fk" FOREIGN KEY ("event_no") REFERENCES "public"."campaign_events"("event_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_draws" ADD CONSTRAINT "campaign_draws_drawn_by_users_user_no_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD CONSTRAINT "campaign_entries_event_no_campaign_events_event_no_fk" FOREIGN KEY ("event_no") REFERENCES "public"."campaign_events"("event_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_entries" ADD CONSTRAINT "campaign_entries_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_created_by_users_user_no_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_proofs" ADD CONSTRAINT "campaign_proofs_entry_no_campaign_entries_entry_no_fk" FOREIGN KEY ("entry_no") REFERENCES "public"."campaign_entries"("entry_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_proofs" ADD CONSTRAINT "campaign_proofs_reviewed_by_users_user_no_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_entries_once_uq" ON "campaign_entries" USING btree ("event_no","user_no") WHERE "campaign_entries"."day" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_entries_daily_uq" ON "campaign_entries" USING btree ("event_no","user_no","day") WHERE "campaign_entries"."day" is not null;--> statement-breakpoint
CREATE INDEX "campaign_entries_user_idx" ON "campaign_entries" USING btree ("user_no","event_no");--> statement-breakpoint
CREATE INDEX "campaign_entries_review_idx" ON "campaign_entries" USING btree ("review","entry_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "campaign_entries_event_idx" ON "campaign_entries" USING btree ("event_no","entry_no");--> statement-breakpoint
CREATE INDEX "campaign_events_ends_idx" ON "campaign_events" USING btree ("ends_at","event_no");--> statement-breakpoint
CREATE INDEX "campaign_proofs_entry_idx" ON "campaign_proofs" USING btree ("entry_no","proof_no" DESC NULLS LAST);