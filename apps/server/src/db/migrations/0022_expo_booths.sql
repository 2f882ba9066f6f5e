CREATE TABLE "booth_members" (
	"booth_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booth_members_booth_no_user_no_pk" PRIMARY KEY("booth_no","user_no")
);
--> statement-breakpoint
CREATE TABLE "booths" (
	"booth_no" serial PRIMARY KEY NOT NULL,
	"owner_no" integer NOT NULL,
	"project_no" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"pitch" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"intro_text" text DEFAULT '' NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"platform" text DEFAULT '00' NOT NULL,
	"launch_status" text DEFAULT '03' NOT NULL,
	"web_url" text,
	"play_store_url" text,
	"app_store_url" text,
	"video_url" text,
	"logo_url" text,
	"screenshots" text[] DEFAULT '{}'::text[] NOT NULL,
	"industry_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"refusal_reason" text,
	"support_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "booth_members" ADD CONSTRAINT "booth_members_booth_no_booths_booth_no_fk" FOREIGN KEY ("booth_no") REFERENCES "public"."booths"("booth_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_members" ADD CONSTRAINT "booth_members_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booths" ADD CONSTRAINT "booths_owner_no_users_user_no_fk" FOREIGN KEY ("owner_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booths" ADD CONSTRAINT "booths_project_no_projects_project_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("project_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_members_user_idx" ON "booth_members" USING btree ("user_no");--> statement-breakpoint
CREATE INDEX "booths_public_idx" ON "booths" USING btree ("approved_at" DESC NULLS LAST,"booth_no" DESC NULLS LAST) WHERE "booths"."status" = 'approved' and "booths"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "booths_owner_idx" ON "booths" USING btree ("owner_no");--> statement-breakpoint
CREATE INDEX "booths_project_idx" ON "booths" USING btree ("project_no");