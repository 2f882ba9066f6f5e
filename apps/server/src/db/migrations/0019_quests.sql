CREATE TABLE "quest_progress" (
	"user_no" integer NOT NULL,
	"day" date NOT NULL,
	"code" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"target" integer NOT NULL,
	"done_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "quest_progress_user_no_day_code_pk" PRIMARY KEY("user_no","day","code"),
	CONSTRAINT "quest_progress_claimed_done" CHECK ("quest_progress"."claimed_at" is null or "quest_progress"."done_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "quest_steps" (
	"user_no" integer NOT NULL,
	"day" date NOT NULL,
	"code" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_steps_user_no_day_code_ref_pk" PRIMARY KEY("user_no","day","code","ref")
);
--> statement-breakpoint
ALTER TABLE "quest_progress" ADD CONSTRAINT "quest_progress_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_steps" ADD CONSTRAINT "quest_steps_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;