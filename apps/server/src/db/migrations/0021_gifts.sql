CREATE TABLE "giftcon_orders" (
	"order_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"item_code" text NOT NULL,
	"points" integer NOT NULL,
	"price_won" integer NOT NULL,
	"request_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"phone_masked" text NOT NULL,
	"coupon_no" text,
	"vendor_ref" text,
	"test" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"gift_no" serial PRIMARY KEY NOT NULL,
	"sender_no" integer NOT NULL,
	"receiver_no" integer NOT NULL,
	"points" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_points_range" CHECK ("gifts"."points" between 1 and 5),
	CONSTRAINT "gifts_not_self" CHECK ("gifts"."sender_no" <> "gifts"."receiver_no")
);
--> statement-breakpoint
ALTER TABLE "giftcon_orders" ADD CONSTRAINT "giftcon_orders_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_sender_no_users_user_no_fk" FOREIGN KEY ("sender_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_receiver_no_users_user_no_fk" FOREIGN KEY ("receiver_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "giftcon_orders_user_request_uq" ON "giftcon_orders" USING btree ("user_no","request_id");--> statement-breakpoint
CREATE INDEX "giftcon_orders_user_idx" ON "giftcon_orders" USING btree ("user_no","order_no" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_sender_request_uq" ON "gifts" USING btree ("sender_no","request_id");--> statement-breakpoint
CREATE INDEX "gifts_sender_idx" ON "gifts" USING btree ("sender_no","gift_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gifts_receiver_idx" ON "gifts" USING btree ("receiver_no","gift_no" DESC NULLS LAST);