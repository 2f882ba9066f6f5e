CREATE TABLE "pro_applications" (
	"application_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"profession" text NOT NULL,
	"evidence_url" text NOT NULL,
	"evidence_name" text NOT NULL,
	"pitch" text NOT NULL,
	"intro" text NOT NULL,
	"good_for" jsonb NOT NULL,
	"not_good_for" jsonb NOT NULL,
	"example_topics" jsonb NOT NULL,
	"topics" text[] NOT NULL,
	"price" integer NOT NULL,
	"minutes" integer NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pro_reservations" (
	"reservation_no" serial PRIMARY KEY NOT NULL,
	"pro_no" integer NOT NULL,
	"member_no" integer NOT NULL,
	"profession" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"price" integer NOT NULL,
	"topic" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"answer_deadline" timestamp with time zone NOT NULL,
	"reject_reason" text,
	"refunded" integer DEFAULT 0 NOT NULL,
	"released" integer DEFAULT 0 NOT NULL,
	"chat_id" text,
	"reminder_sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_reservations_not_self" CHECK ("pro_reservations"."pro_no" <> "pro_reservations"."member_no"),
	CONSTRAINT "pro_reservations_money" CHECK ("pro_reservations"."refunded" + "pro_reservations"."released" <= "pro_reservations"."price")
);
--> statement-breakpoint
CREATE TABLE "pro_reviews" (
	"review_no" serial PRIMARY KEY NOT NULL,
	"reservation_no" integer NOT NULL,
	"pro_no" integer NOT NULL,
	"author_no" integer NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "pro_reviews_rating" CHECK ("pro_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "pros" (
	"pro_no" integer PRIMARY KEY NOT NULL,
	"application_no" integer NOT NULL,
	"profession" text NOT NULL,
	"pitch" text NOT NULL,
	"intro" text NOT NULL,
	"good_for" jsonb NOT NULL,
	"not_good_for" jsonb NOT NULL,
	"example_topics" jsonb NOT NULL,
	"topics" text[] NOT NULL,
	"price" integer NOT NULL,
	"minutes" integer NOT NULL,
	"open_hours" jsonb DEFAULT '{"weekly":[],"exceptions":[]}'::jsonb NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"answered_count" integer DEFAULT 0 NOT NULL,
	"request_count" integer DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pros_price_range" CHECK ("pros"."price" between 1 and 1000),
	CONSTRAINT "pros_minutes" CHECK ("pros"."minutes" in (30, 60))
);
--> statement-breakpoint
ALTER TABLE "pro_applications" ADD CONSTRAINT "pro_applications_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_applications" ADD CONSTRAINT "pro_applications_decided_by_users_user_no_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_reservations" ADD CONSTRAINT "pro_reservations_pro_no_users_user_no_fk" FOREIGN KEY ("pro_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_reservations" ADD CONSTRAINT "pro_reservations_member_no_users_user_no_fk" FOREIGN KEY ("member_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_reviews" ADD CONSTRAINT "pro_reviews_reservation_no_pro_reservations_reservation_no_fk" FOREIGN KEY ("reservation_no") REFERENCES "public"."pro_reservations"("reservation_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_reviews" ADD CONSTRAINT "pro_reviews_pro_no_users_user_no_fk" FOREIGN KEY ("pro_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_reviews" ADD CONSTRAINT "pro_reviews_author_no_users_user_no_fk" FOREIGN KEY ("author_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pros" ADD CONSTRAINT "pros_pro_no_users_user_no_fk" FOREIGN KEY ("pro_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pro_applications_one_pending_uq" ON "pro_applications" USING btree ("user_no") WHERE "pro_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "pro_applications_status_idx" ON "pro_applications" USING btree ("status","application_no");--> statement-breakpoint
CREATE INDEX "pro_applications_user_idx" ON "pro_applications" USING btree ("user_no","application_no" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "pro_reservations_live_slot_uq" ON "pro_reservations" USING btree ("pro_no","start_at") WHERE "pro_reservations"."status" in ('requested', 'accepted');--> statement-breakpoint
CREATE INDEX "pro_reservations_member_idx" ON "pro_reservations" USING btree ("member_no","reservation_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pro_reservations_pro_idx" ON "pro_reservations" USING btree ("pro_no","reservation_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pro_reservations_live_idx" ON "pro_reservations" USING btree ("status","start_at") WHERE "pro_reservations"."status" in ('requested', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "pro_reviews_reservation_uq" ON "pro_reviews" USING btree ("reservation_no");--> statement-breakpoint
CREATE INDEX "pro_reviews_pro_idx" ON "pro_reviews" USING btree ("pro_no","review_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pros_profession_idx" ON "pros" USING btree ("profession","pro_no" DESC NULLS LAST);