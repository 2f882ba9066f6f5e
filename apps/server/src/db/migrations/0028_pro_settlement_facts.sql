ALTER TABLE "chat_rooms" ADD COLUMN "slot_start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "slot_end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pro_reservations" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pro_reservations" ADD COLUMN "member_left_at" timestamp with time zone;