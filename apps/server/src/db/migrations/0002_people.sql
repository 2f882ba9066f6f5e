CREATE TABLE "careers" (
	"career_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"company" text NOT NULL,
	"title" text NOT NULL,
	"job_code" text,
	"start_ym" text NOT NULL,
	"end_ym" text,
	"description" text DEFAULT '' NOT NULL,
	"evidence_url" text,
	"evidence_name" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "educations" (
	"education_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"school_code" text,
	"school_name" text NOT NULL,
	"department_code" text,
	"department_name" text,
	"status" text DEFAULT '재학' NOT NULL,
	"start_ym" text,
	"end_ym" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_no" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_no" integer NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_no_target_type_target_no_pk" PRIMARY KEY("user_no","target_type","target_no")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_no" integer NOT NULL,
	"followee_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_no_followee_no_pk" PRIMARY KEY("follower_no","followee_no"),
	CONSTRAINT "follows_not_self_ck" CHECK ("follows"."follower_no" <> "follows"."followee_no")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_no" integer PRIMARY KEY NOT NULL,
	"member_type" text,
	"join_step" smallint DEFAULT 2,
	"join_completed_at" timestamp with time zone,
	"join_draft" jsonb,
	"resume_draft" jsonb,
	"age" text DEFAULT '00' NOT NULL,
	"gender" text DEFAULT '00' NOT NULL,
	"region" text DEFAULT 'KR00' NOT NULL,
	"meeting_mode" text DEFAULT '00' NOT NULL,
	"available_days" text DEFAULT '00' NOT NULL,
	"available_time" text DEFAULT '00' NOT NULL,
	"skill_level" text DEFAULT '00' NOT NULL,
	"experience_years" text DEFAULT '00' NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"mbti" text,
	"status_line" text,
	"introduction" text DEFAULT '' NOT NULL,
	"background_url" text,
	"exp" integer DEFAULT 0 NOT NULL,
	"ci_verified_at" timestamp with time zone,
	"ci_hash" text,
	"phone" text,
	"phone_verified_at" timestamp with time zone,
	"school_code" text,
	"school_email" text,
	"school_verified_at" timestamp with time zone,
	"department_code" text,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"review_no" serial PRIMARY KEY NOT NULL,
	"reviewer_no" integer NOT NULL,
	"reviewee_no" integer NOT NULL,
	"project_no" integer NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_ck" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_not_self_ck" CHECK ("reviews"."reviewer_no" <> "reviews"."reviewee_no")
);
--> statement-breakpoint
CREATE TABLE "works" (
	"work_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"title" text NOT NULL,
	"category" text DEFAULT '00' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link_url" text,
	"attach_url1" text,
	"attach_name1" text,
	"attach_url2" text,
	"attach_name2" text,
	"attach_url3" text,
	"attach_name3" text,
	"attach_url4" text,
	"attach_name4" text,
	"attach_url5" text,
	"attach_name5" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"verification_id" text PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"ci_hash" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oauth_accounts" (
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"user_no" integer NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_verifications" (
	"request_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"school_code" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_no" integer NOT NULL,
	"kind" text NOT NULL,
	"in_app" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_user_no_kind_pk" PRIMARY KEY("user_no","kind")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"notification_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_no" integer,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link_url" text,
	"data" jsonb,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exp_ledger" (
	"entry_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"entry_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"ref" text NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_no_users_user_no_fk" FOREIGN KEY ("follower_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_no_users_user_no_fk" FOREIGN KEY ("followee_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_no_users_user_no_fk" FOREIGN KEY ("reviewer_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewee_no_users_user_no_fk" FOREIGN KEY ("reviewee_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_accounts" ADD CONSTRAINT "oauth_accounts_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_verifications" ADD CONSTRAINT "school_verifications_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_no_users_user_no_fk" FOREIGN KEY ("actor_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD CONSTRAINT "exp_ledger_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "careers_user_idx" ON "careers" USING btree ("user_no");--> statement-breakpoint
CREATE INDEX "educations_user_idx" ON "educations" USING btree ("user_no");--> statement-breakpoint
CREATE INDEX "favourites_target_idx" ON "favourites" USING btree ("target_type","target_no");--> statement-breakpoint
CREATE INDEX "follows_followee_idx" ON "follows" USING btree ("followee_no");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_ci_hash_uq" ON "profiles" USING btree ("ci_hash");--> statement-breakpoint
CREATE INDEX "profiles_search_grams_gin" ON "profiles" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "profiles_search_text_trgm" ON "profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_active_idx" ON "profiles" USING btree ("last_active_at" DESC NULLS LAST,"user_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_region_idx" ON "profiles" USING btree ("region");--> statement-breakpoint
CREATE INDEX "profiles_skills_gin" ON "profiles" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "profiles_interests_gin" ON "profiles" USING gin ("interests");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_once_uq" ON "reviews" USING btree ("reviewer_no","reviewee_no","project_no");--> statement-breakpoint
CREATE INDEX "reviews_reviewee_idx" ON "reviews" USING btree ("reviewee_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "works_user_idx" ON "works" USING btree ("user_no");--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_no");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_accounts_provider_uq" ON "oauth_accounts" USING btree ("provider","provider_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_accounts_user_provider_uq" ON "oauth_accounts" USING btree ("user_no","provider");--> statement-breakpoint
CREATE INDEX "school_verifications_user_idx" ON "school_verifications" USING btree ("user_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_no") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "exp_ledger_ref_uq" ON "exp_ledger" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "exp_ledger_user_idx" ON "exp_ledger" USING btree ("user_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_ref_uq" ON "point_ledger" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "point_ledger_user_idx" ON "point_ledger" USING btree ("user_no","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Members who signed up before profiles existed get an empty profile (and resume the stepped sign-up).
INSERT INTO "profiles" ("user_no", "search_text") SELECT "user_no", coalesce(lower("nickname"), '') FROM "users" ON CONFLICT DO NOTHING;
