CREATE TABLE "payment_orders" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"product" text NOT NULL,
	"order_name" text NOT NULL,
	"amount_won" integer NOT NULL,
	"points" integer NOT NULL,
	"activity_score" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"failure_code" text,
	"pg_transaction_id" text,
	"pg_tx_id" text,
	"receipt_url" text,
	"test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount_won" > 0 AND "payment_orders"."points" > 0),
	CONSTRAINT "payment_orders_status" CHECK ("payment_orders"."status" IN ('ready', 'paid', 'failed', 'cancelled', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_no","payment_id" DESC NULLS LAST);