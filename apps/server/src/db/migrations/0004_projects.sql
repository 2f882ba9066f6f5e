CREATE TABLE "applications" (
	"application_no" serial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"slot_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"status" text DEFAULT '99' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"milestone_no" serial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_date" date,
	"done_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_feed" (
	"feed_no" serial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"feed_code" text NOT NULL,
	"actor_no" integer,
	"is_public" smallint DEFAULT 1 NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_invitations" (
	"invitation_no" serial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"inviter_no" integer NOT NULL,
	"invitee_no" integer NOT NULL,
	"slot_no" integer,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_likes" (
	"project_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_likes_project_no_user_no_pk" PRIMARY KEY("project_no","user_no")
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"project_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"role" text DEFAULT '02' NOT NULL,
	"slot_no" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_members_project_no_user_no_pk" PRIMARY KEY("project_no","user_no")
);
--> statement-breakpoint
CREATE TABLE "project_qna" (
	"qna_no" serial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"parent_no" integer,
	"author_no" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_slots" (
	"slot_no" serial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"job_code" text NOT NULL,
	"capacity" smallint NOT NULL,
	"filled" smallint DEFAULT 0 NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "project_slots_capacity_ck" CHECK ("project_slots"."capacity" between 1 and 20),
	CONSTRAINT "project_slots_filled_ck" CHECK ("project_slots"."filled" between 0 and "project_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "project_views" (
	"project_no" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "project_views_project_no_viewer_key_day_pk" PRIMARY KEY("project_no","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"project_no" serial PRIMARY KEY NOT NULL,
	"leader_no" integer NOT NULL,
	"type" text DEFAULT '01' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"domain" text,
	"platform" text DEFAULT '00' NOT NULL,
	"camp" text,
	"meeting_mode" text DEFAULT '00' NOT NULL,
	"region" text DEFAULT 'KR00' NOT NULL,
	"available_days" text DEFAULT '00' NOT NULL,
	"available_time" text DEFAULT '00' NOT NULL,
	"phase" text DEFAULT '01' NOT NULL,
	"status" text DEFAULT '99' NOT NULL,
	"tech" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_target" text DEFAULT '00' NOT NULL,
	"introduction_html" text DEFAULT '' NOT NULL,
	"introduction_text" text DEFAULT '' NOT NULL,
	"body_hash" text,
	"repeated_of" integer,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"docs_url1" text,
	"docs_name1" text,
	"docs_url2" text,
	"docs_name2" text,
	"docs_url3" text,
	"docs_name3" text,
	"docs_url4" text,
	"docs_name4" text,
	"docs_url5" text,
	"docs_name5" text,
	"cover_url" text,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"news_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "todos" (
	"todo_no" serial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"milestone_no" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"assignee_no" integer,
	"state" text DEFAULT '01' NOT NULL,
	"due_date" date,
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
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_project_no_projects_project_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("project_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_slot_no_project_slots_slot_no_fk" FOREIGN KEY ("slot_no") REFERENCES "public"."project_slots"("slot_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_project_no_projects_project_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("project_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_created_by_users_user_no_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_feed" ADD CONSTRAINT "project_feed_project_no_projects_project_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("project_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_feed" ADD CONSTRAINT "project_feed_actor_no_users_user_no_fk" FOREIGN KEY ("actor_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_project_no_projects_project_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("project_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_inviter_no_users_user_no_fk" FOREIGN KEY ("inviter_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_invitee_no_users_user_no_fk" FOREIGN KEY ("invitee_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_slot_no_project_slots_slot_no_fk" FOREIGN KEY ("slot_no") REFERENCES "public"."project_slots"("slot_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_likes" ADD CONSTRAINT "project_likes_project_no_projects_project_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("project_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_likes" ADD CONSTRAINT "project_likes_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_no_projects_project_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("project_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_slot_no_project_slots_slot_no_fk" FOREIGN KEY ("slot_no") REFERENCES "public"."project_slots"("slot_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_qna" ADD CONSTRAINT "project_qna_project_no_projects_project_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("project_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_qna" ADD CONSTRAINT "project_qna_author_no_users_user_no_fk" FOREIGN KEY ("author_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_slots" ADD CONSTRAINT "project_slots_project_no_projects_project_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("project_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_views" ADD CONSTRAINT "project_views_project_no_projects_project_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("project_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_leader_no_users_user_no_fk" FOREIGN KEY ("leader_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_project_no_projects_project_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("project_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_milestone_no_milestones_milestone_no_fk" FOREIGN KEY ("milestone_no") REFERENCES "public"."milestones"("milestone_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_assignee_no_users_user_no_fk" FOREIGN KEY ("assignee_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_created_by_users_user_no_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_pending_uq" ON "applications" USING btree ("project_no","user_no") WHERE "applications"."status" = '99';--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_project_idx" ON "applications" USING btree ("project_no","status");--> statement-breakpoint
CREATE INDEX "milestones_project_idx" ON "milestones" USING btree ("project_no","due_date");--> statement-breakpoint
CREATE INDEX "project_feed_project_idx" ON "project_feed" USING btree ("project_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "project_invitations_pending_uq" ON "project_invitations" USING btree ("project_no","invitee_no") WHERE "project_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "project_invitations_invitee_idx" ON "project_invitations" USING btree ("invitee_no");--> statement-breakpoint
CREATE INDEX "project_members_user_idx" ON "project_members" USING btree ("user_no");--> statement-breakpoint
CREATE INDEX "project_qna_project_idx" ON "project_qna" USING btree ("project_no","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_slots_project_idx" ON "project_slots" USING btree ("project_no");--> statement-breakpoint
CREATE INDEX "project_slots_job_idx" ON "project_slots" USING btree ("job_code");--> statement-breakpoint
CREATE INDEX "projects_leader_idx" ON "projects" USING btree ("leader_no");--> statement-breakpoint
CREATE INDEX "projects_listed_idx" ON "projects" USING btree ("published_at" DESC NULLS LAST,"project_no" DESC NULLS LAST) WHERE "projects"."status" <> '99' and "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_search_grams_gin" ON "projects" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "projects_search_text_trgm" ON "projects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_tech_gin" ON "projects" USING gin ("tech");--> statement-breakpoint
CREATE INDEX "projects_region_idx" ON "projects" USING btree ("region");--> statement-breakpoint
CREATE INDEX "projects_body_hash_idx" ON "projects" USING btree ("leader_no","body_hash");--> statement-breakpoint
CREATE INDEX "todos_project_idx" ON "todos" USING btree ("project_no","state");--> statement-breakpoint
CREATE INDEX "todos_assignee_idx" ON "todos" USING btree ("assignee_no");