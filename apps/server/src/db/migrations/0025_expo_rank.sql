CREATE TABLE "expo_badge_awards" (
	"award_no" serial PRIMARY KEY NOT NULL,
	"badge" text NOT NULL,
	"booth_no" integer NOT NULL,
	"user_no" integer,
	"ref" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expo_hall_of_fame" (
	"week_start" date PRIMARY KEY NOT NULL,
	"booth_no" integer NOT NULL,
	"score" real NOT NULL,
	"inducted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expo_job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "expo_job_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
CREATE TABLE "expo_promo_claims" (
	"code_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expo_promo_claims_code_no_user_no_pk" PRIMARY KEY("code_no","user_no")
);
--> statement-breakpoint
CREATE TABLE "expo_promo_codes" (
	"code_no" serial PRIMARY KEY NOT NULL,
	"booth_no" integer NOT NULL,
	"created_by" integer,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"claim_limit" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expo_promo_codes_claimed_ck" CHECK ("expo_promo_codes"."claimed" >= 0 and "expo_promo_codes"."claimed" <= "expo_promo_codes"."claim_limit")
);
--> statement-breakpoint
CREATE TABLE "expo_week_ranks" (
	"week_start" date NOT NULL,
	"booth_no" integer NOT NULL,
	"rank" integer NOT NULL,
	"score" real NOT NULL,
	"supporters" integer DEFAULT 0 NOT NULL,
	"reviewers" integer DEFAULT 0 NOT NULL,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expo_week_ranks_week_start_booth_no_pk" PRIMARY KEY("week_start","booth_no")
);
--> statement-breakpoint
ALTER TABLE "expo_badge_awards" ADD CONSTRAINT "expo_badge_awards_booth_no_booths_booth_no_fk" FOREIGN KEY ("booth_no") REFERENCES "public"."booths"("booth_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expo_badge_awards" ADD CONSTRAINT "expo_badge_awards_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expo_hall_of_fame" ADD CONSTRAINT "expo_hall_of_fame_booth_no_booths_booth_no_fk" FOREIGN KEY ("booth_no") REFERENCES "public"."booths"("booth_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expo_promo_claims" ADD CONSTRAINT "expo_promo_claims_code_no_expo_promo_codes_code_no_fk" FOREIGN KEY ("code_no") REFERENCES "public"."expo_promo_codes"("code_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expo_promo_claims" ADD CONSTRAINT "expo_promo_claims_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expo_promo_codes" ADD CONSTRAINT "expo_promo_codes_booth_no_booths_booth_no_fk" FOREIGN KEY ("booth_no") REFERENCES "public"."booths"("booth_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expo_promo_codes" ADD CONSTRAINT "expo_promo_codes_created_by_users_user_no_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expo_week_ranks" ADD CONSTRAINT "expo_week_ranks_booth_no_booths_booth_no_fk" FOREIGN KEY ("booth_no") REFERENCES "public"."booths"("booth_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expo_badge_awards_ref_uq" ON "expo_badge_awards" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "expo_badge_awards_booth_idx" ON "expo_badge_awards" USING btree ("booth_no","award_no");--> statement-breakpoint
CREATE INDEX "expo_badge_awards_user_idx" ON "expo_badge_awards" USING btree ("user_no","award_no");--> statement-breakpoint
CREATE INDEX "expo_promo_claims_user_idx" ON "expo_promo_claims" USING btree ("user_no");--> statement-breakpoint
CREATE INDEX "expo_promo_codes_booth_idx" ON "expo_promo_codes" USING btree ("booth_no","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "expo_week_ranks_rank_uq" ON "expo_week_ranks" USING btree ("week_start","rank");--> statement-breakpoint
CREATE INDEX "expo_week_ranks_booth_idx" ON "expo_week_ranks" USING btree ("booth_no");