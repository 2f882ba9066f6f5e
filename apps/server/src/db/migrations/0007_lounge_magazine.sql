CREATE TABLE "lounge_likes" (
	"target_type" text NOT NULL,
	"target_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lounge_likes_target_type_target_no_user_no_pk" PRIMARY KEY("target_type","target_no","user_no"),
	CONSTRAINT "lounge_likes_type_ck" CHECK ("lounge_likes"."target_type" in ('post', 'reply'))
);
--> statement-breakpoint
CREATE TABLE "lounge_poll_options" (
	"option_no" serial PRIMARY KEY NOT NULL,
	"post_no" integer NOT NULL,
	"sort_order" smallint NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lounge_polls" (
	"post_no" integer PRIMARY KEY NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lounge_posts" (
	"post_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"status" text NOT NULL,
	"post_type" text DEFAULT '01' NOT NULL,
	"tag" text,
	"body_html" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"body_hash" text,
	"repeated_of" text,
	"mentioned_nos" integer[] DEFAULT '{}'::int[] NOT NULL,
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
	"draft_poll" text,
	"like_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lounge_reactions" (
	"post_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"emote" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lounge_reactions_post_no_emote_user_no_pk" PRIMARY KEY("post_no","emote","user_no")
);
--> statement-breakpoint
CREATE TABLE "lounge_replies" (
	"reply_no" serial PRIMARY KEY NOT NULL,
	"post_no" integer NOT NULL,
	"parent_no" integer,
	"user_no" integer NOT NULL,
	"body" text NOT NULL,
	"body_html" text NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lounge_votes" (
	"post_no" integer NOT NULL,
	"option_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lounge_votes_post_no_user_no_option_no_pk" PRIMARY KEY("post_no","user_no","option_no")
);
--> statement-breakpoint
CREATE TABLE "magazine_articles" (
	"article_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"status" text NOT NULL,
	"category" text,
	"title" text DEFAULT '' NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"slug" text DEFAULT 'quest' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_url" text,
	"series_no" integer,
	"series_order" integer,
	"retro_product" text,
	"retro_start" date,
	"retro_end" date,
	"hidden_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_read_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"article_no" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_series" (
	"series_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_actions" (
	"action_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"action" text NOT NULL,
	"quest_code" text NOT NULL,
	"ref_no" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"report_no" serial PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_no" integer NOT NULL,
	"author_no" integer,
	"reporter_no" integer,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"user_no" integer PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting_suspensions" (
	"suspension_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"reason" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"lifted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lounge_likes" ADD CONSTRAINT "lounge_likes_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lounge_poll_options" ADD CONSTRAINT "lounge_poll_options_post_no_lounge_polls_post_no_fk" FOREIGN KEY ("post_no") REFERENCES "public"."lounge_polls"("post_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lounge_polls" ADD CONSTRAINT "lounge_polls_post_no_lounge_posts_post_no_fk" FOREIGN KEY ("post_no") REFERENCES "public"."lounge_posts"("post_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lounge_posts" ADD CONSTRAINT "lounge_posts_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lounge_reactions" ADD CONSTRAINT "lounge_reactions_post_no_lounge_posts_post_no_fk" FOREIGN KEY ("post_no") REFERENCES "public"."lounge_posts"("post_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lounge_reactions" ADD CONSTRAINT "lounge_reactions_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lounge_replies" ADD CONSTRAINT "lounge_replies_post_no_lounge_posts_post_no_fk" FOREIGN KEY ("post_no") REFERENCES "public"."lounge_posts"("post_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lounge_replies" ADD CONSTRAINT "lounge_replies_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lounge_votes" ADD CONSTRAINT "lounge_votes_post_no_lounge_polls_post_no_fk" FOREIGN KEY ("post_no") REFERENCES "public"."lounge_polls"("post_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lounge_votes" ADD CONSTRAINT "lounge_votes_option_no_lounge_poll_options_option_no_fk" FOREIGN KEY ("option_no") REFERENCES "public"."lounge_poll_options"("option_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lounge_votes" ADD CONSTRAINT "lounge_votes_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_articles" ADD CONSTRAINT "magazine_articles_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_articles" ADD CONSTRAINT "magazine_articles_series_no_magazine_series_series_no_fk" FOREIGN KEY ("series_no") REFERENCES "public"."magazine_series"("series_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_read_tokens" ADD CONSTRAINT "magazine_read_tokens_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_read_tokens" ADD CONSTRAINT "magazine_read_tokens_article_no_magazine_articles_article_no_fk" FOREIGN KEY ("article_no") REFERENCES "public"."magazine_articles"("article_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_series" ADD CONSTRAINT "magazine_series_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_actions" ADD CONSTRAINT "quest_actions_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_author_no_users_user_no_fk" FOREIGN KEY ("author_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_no_users_user_no_fk" FOREIGN KEY ("reporter_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_users_user_no_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_suspensions" ADD CONSTRAINT "posting_suspensions_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_suspensions" ADD CONSTRAINT "posting_suspensions_created_by_users_user_no_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lounge_poll_options_post_idx" ON "lounge_poll_options" USING btree ("post_no","sort_order");--> statement-breakpoint
CREATE INDEX "lounge_posts_feed_idx" ON "lounge_posts" USING btree ("published_at" DESC NULLS LAST,"post_no" DESC NULLS LAST) WHERE "lounge_posts"."status" = 'published' and "lounge_posts"."deleted_at" is null and "lounge_posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "lounge_posts_tag_feed_idx" ON "lounge_posts" USING btree ("tag","published_at" DESC NULLS LAST,"post_no" DESC NULLS LAST) WHERE "lounge_posts"."status" = 'published' and "lounge_posts"."deleted_at" is null and "lounge_posts"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "lounge_posts_user_idx" ON "lounge_posts" USING btree ("user_no","published_at" DESC NULLS LAST,"post_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lounge_posts_hash_idx" ON "lounge_posts" USING btree ("user_no","body_hash");--> statement-breakpoint
CREATE INDEX "lounge_replies_post_idx" ON "lounge_replies" USING btree ("post_no","reply_no");--> statement-breakpoint
CREATE INDEX "lounge_votes_option_idx" ON "lounge_votes" USING btree ("option_no");--> statement-breakpoint
CREATE INDEX "magazine_articles_list_idx" ON "magazine_articles" USING btree ("published_at" DESC NULLS LAST,"article_no" DESC NULLS LAST) WHERE "magazine_articles"."status" = 'published' and "magazine_articles"."deleted_at" is null and "magazine_articles"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "magazine_articles_category_idx" ON "magazine_articles" USING btree ("category","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "magazine_articles_tags_gin" ON "magazine_articles" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "magazine_articles_user_idx" ON "magazine_articles" USING btree ("user_no","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "magazine_articles_series_idx" ON "magazine_articles" USING btree ("series_no","series_order");--> statement-breakpoint
CREATE INDEX "magazine_read_tokens_started_idx" ON "magazine_read_tokens" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "magazine_series_user_idx" ON "magazine_series" USING btree ("user_no");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_actions_once_uq" ON "quest_actions" USING btree ("user_no","action","ref_no");--> statement-breakpoint
CREATE INDEX "quest_actions_day_idx" ON "quest_actions" USING btree ("user_no","day","action");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_once_uq" ON "content_reports" USING btree ("target_type","target_no","reporter_no") WHERE "content_reports"."reporter_no" is not null;--> statement-breakpoint
CREATE INDEX "content_reports_status_idx" ON "content_reports" USING btree ("status","report_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_reports_author_idx" ON "content_reports" USING btree ("author_no","status");--> statement-breakpoint
CREATE INDEX "posting_suspensions_user_idx" ON "posting_suspensions" USING btree ("user_no","ends_at" DESC NULLS LAST);