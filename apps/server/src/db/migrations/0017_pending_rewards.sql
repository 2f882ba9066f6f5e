CREATE TABLE "pending_rewards" (
	"reward_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"code" text NOT NULL,
	"ref" text NOT NULL,
	"exp" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"day" text NOT NULL,
	"slot" smallint,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pending_rewards" ADD CONSTRAINT "pending_rewards_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_rewards_ref_uq" ON "pending_rewards" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_rewards_slot_uq" ON "pending_rewards" USING btree ("user_no","code","day","slot");--> statement-breakpoint
CREATE INDEX "pending_rewards_unclaimed_idx" ON "pending_rewards" USING btree ("user_no","reward_no") WHERE "pending_rewards"."claimed_at" is null;