ALTER TABLE "booths" ADD COLUMN "messaged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booth_forum_replies" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booth_forum_replies" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booth_forum_threads" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booth_forum_threads" ADD COLUMN "hidden_at" timestamp with time zone;