CREATE TABLE "point_balances" (
	"user_no" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_balances_not_negative" CHECK ("point_balances"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD COLUMN "kind" text DEFAULT 'reward' NOT NULL;--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD COLUMN "balance_after" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "kind" text DEFAULT 'reward' NOT NULL;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "balance_after" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "point_balances" ADD CONSTRAINT "point_balances_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exp_ledger_user_entry_idx" ON "exp_ledger" USING btree ("user_no","entry_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "point_ledger_user_entry_idx" ON "point_ledger" USING btree ("user_no","entry_no" DESC NULLS LAST);--> statement-breakpoint
-- Backfill: each existing row gets its kind and the running balance it left, and every member
-- who held points gets the balance row the ledger adds up to.
UPDATE "point_ledger" SET "kind" = CASE
  WHEN "reason" ~ '^P0[1-8]$' OR "reason" ~ '^[0-9]+$' THEN 'topup'
  WHEN "reason" LIKE 'gift%' THEN 'gift'
  WHEN "reason" LIKE 'spend%' THEN 'spend'
  WHEN "reason" LIKE 'refund%' THEN 'refund'
  ELSE 'reward' END;--> statement-breakpoint
UPDATE "exp_ledger" SET "kind" = CASE WHEN "reason" ~ '^Q[1-8]$' THEN 'quest' ELSE 'reward' END;--> statement-breakpoint
UPDATE "point_ledger" l SET "balance_after" = r.running FROM (
  SELECT "entry_no", sum("delta") OVER (PARTITION BY "user_no" ORDER BY "entry_no") AS running FROM "point_ledger"
) r WHERE r."entry_no" = l."entry_no";--> statement-breakpoint
UPDATE "exp_ledger" l SET "balance_after" = r.running FROM (
  SELECT "entry_no", sum("delta") OVER (PARTITION BY "user_no" ORDER BY "entry_no") AS running FROM "exp_ledger"
) r WHERE r."entry_no" = l."entry_no";--> statement-breakpoint
INSERT INTO "point_balances" ("user_no", "balance")
  SELECT "user_no", greatest(sum("delta"), 0) FROM "point_ledger" GROUP BY "user_no";
