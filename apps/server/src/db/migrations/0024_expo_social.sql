CREATE TABLE "booth_forum_reactions" (
	"target_type" text NOT NULL,
	"target_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"emote" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booth_forum_reactions_target_type_target_no_user_no_emote_pk" PRIMARY KEY("target_type","target_no","user_no","emote")
);
--> statement-breakpoint
CREATE TABLE "booth_forum_replies" (
	"reply_no" serial PRIMARY KEY NOT NULL,
	"thread_no" integer NOT NULL,
	"author_no" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_forum_threads" (
	"thread_no" serial PRIMARY KEY NOT NULL,
	"booth_no" integer NOT NULL,
	"author_no" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_likes" (
	"booth_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booth_likes_booth_no_user_no_pk" PRIMARY KEY("booth_no","user_no")
);
--> statement-breakpoint
CREATE TABLE "booth_reviews" (
	"review_no" serial PRIMARY KEY NOT NULL,
	"booth_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_supports" (
	"support_no" serial PRIMARY KEY NOT NULL,
	"booth_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"supporter_joined_at" timestamp with time zone NOT NULL,
	"supporter_level" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booth_forum_reactions" ADD CONSTRAINT "booth_forum_reactions_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_forum_replies" ADD CONSTRAINT "booth_forum_replies_thread_no_booth_forum_threads_thread_no_fk" FOREIGN KEY ("thread_no") REFERENCES "public"."booth_forum_threads"("thread_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_forum_replies" ADD CONSTRAINT "booth_forum_replies_author_no_users_user_no_fk" FOREIGN KEY ("author_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_forum_threads" ADD CONSTRAINT "booth_forum_threads_booth_no_booths_booth_no_fk" FOREIGN KEY ("booth_no") REFERENCES "public"."booths"("booth_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_forum_threads" ADD CONSTRAINT "booth_forum_threads_author_no_users_user_no_fk" FOREIGN KEY ("author_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_likes" ADD CONSTRAINT "booth_likes_booth_no_booths_booth_no_fk" FOREIGN KEY ("booth_no") REFERENCES "public"."booths"("booth_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_likes" ADD CONSTRAINT "booth_likes_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_reviews" ADD CONSTRAINT "booth_reviews_booth_no_booths_booth_no_fk" FOREIGN KEY ("booth_no") REFERENCES "public"."booths"("booth_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_reviews" ADD CONSTRAINT "booth_reviews_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_reviews" ADD CONSTRAINT "booth_reviews_answered_by_users_user_no_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_supports" ADD CONSTRAINT "booth_supports_booth_no_booths_booth_no_fk" FOREIGN KEY ("booth_no") REFERENCES "public"."booths"("booth_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_supports" ADD CONSTRAINT "booth_supports_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_forum_reactions_user_idx" ON "booth_forum_reactions" USING btree ("user_no");--> statement-breakpoint
CREATE INDEX "booth_forum_replies_list_idx" ON "booth_forum_replies" USING btree ("thread_no","reply_no");--> statement-breakpoint
CREATE INDEX "booth_forum_replies_author_idx" ON "booth_forum_replies" USING btree ("author_no");--> statement-breakpoint
CREATE INDEX "booth_forum_threads_list_idx" ON "booth_forum_threads" USING btree ("booth_no","thread_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booth_forum_threads_author_idx" ON "booth_forum_threads" USING btree ("author_no");--> statement-breakpoint
CREATE INDEX "booth_likes_user_idx" ON "booth_likes" USING btree ("user_no");--> statement-breakpoint
CREATE UNIQUE INDEX "booth_reviews_once" ON "booth_reviews" USING btree ("booth_no","user_no");--> statement-breakpoint
CREATE INDEX "booth_reviews_list_idx" ON "booth_reviews" USING btree ("booth_no","review_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booth_reviews_user_idx" ON "booth_reviews" USING btree ("user_no");--> statement-breakpoint
CREATE UNIQUE INDEX "booth_supports_once" ON "booth_supports" USING btree ("booth_no","user_no");--> statement-breakpoint
CREATE INDEX "booth_supports_booth_idx" ON "booth_supports" USING btree ("booth_no","created_at");--> statement-breakpoint
CREATE INDEX "booth_supports_user_idx" ON "booth_supports" USING btree ("user_no");