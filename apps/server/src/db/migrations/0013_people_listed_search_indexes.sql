DROP INDEX "profiles_search_grams_gin";--> statement-breakpoint
DROP INDEX "profiles_search_text_trgm";--> statement-breakpoint
CREATE INDEX "profiles_listed_grams_gin" ON "profiles" USING gin ("search_grams") WHERE "profiles"."join_step" is null;--> statement-breakpoint
CREATE INDEX "profiles_listed_text_trgm" ON "profiles" USING gin ("search_text" gin_trgm_ops) WHERE "profiles"."join_step" is null;