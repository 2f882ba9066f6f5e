CREATE TABLE "booth_invitations" (
	"invitation_no" serial PRIMARY KEY NOT NULL,
	"booth_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"invited_by" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booth_updates" (
	"update_no" serial PRIMARY KEY NOT NULL,
	"booth_no" integer NOT NULL,
	"author_no" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booth_invitations" ADD CONSTRAINT "booth_invitations_booth_no_booths_booth_no_fk" FOREIGN KEY ("booth_no") REFERENCES "public"."booths"("booth_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_invitations" ADD CONSTRAINT "booth_invitations_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_invitations" ADD CONSTRAINT "booth_invitations_invited_by_users_user_no_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_updates" ADD CONSTRAINT "booth_updates_booth_no_booths_booth_no_fk" FOREIGN KEY ("booth_no") REFERENCES "public"."booths"("booth_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_updates" ADD CONSTRAINT "booth_updates_author_no_users_user_no_fk" FOREIGN KEY ("author_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booth_invitations_booth_user_uq" ON "booth_invitations" USING btree ("booth_no","user_no");--> statement-breakpoint
CREATE INDEX "booth_invitations_user_idx" ON "booth_invitations" USING btree ("user_no","status");--> statement-breakpoint
CREATE INDEX "booth_updates_booth_idx" ON "booth_updates" USING btree ("booth_no","update_no" DESC NULLS LAST);