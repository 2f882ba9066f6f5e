CREATE TABLE "search_documents" (
	"doc_no" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_no" integer NOT NULL,
	"title" text NOT NULL,
	"snippet" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title_text" text DEFAULT '' NOT NULL,
	"title_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"sort_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"kind" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"history_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"query" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_queries" ADD CONSTRAINT "search_queries_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_ref_uq" ON "search_documents" USING btree ("kind","ref_no");--> statement-breakpoint
CREATE INDEX "search_documents_grams_gin" ON "search_documents" USING gin ("search_grams") WHERE "search_documents"."visible";--> statement-breakpoint
CREATE INDEX "search_documents_text_trgm" ON "search_documents" USING gin ("search_text" gin_trgm_ops) WHERE "search_documents"."visible";--> statement-breakpoint
CREATE INDEX "search_documents_kind_recent_idx" ON "search_documents" USING btree ("kind","sort_at" DESC NULLS LAST,"doc_no" DESC NULLS LAST) WHERE "search_documents"."visible";--> statement-breakpoint
CREATE INDEX "search_documents_recent_idx" ON "search_documents" USING btree ("sort_at" DESC NULLS LAST,"doc_no" DESC NULLS LAST) WHERE "search_documents"."visible";--> statement-breakpoint
CREATE UNIQUE INDEX "search_queries_user_query_uq" ON "search_queries" USING btree ("user_no","query");--> statement-breakpoint
CREATE INDEX "search_queries_user_recent_idx" ON "search_queries" USING btree ("user_no","searched_at" DESC NULLS LAST,"history_no" DESC NULLS LAST);