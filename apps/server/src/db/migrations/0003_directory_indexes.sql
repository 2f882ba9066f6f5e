CREATE INDEX "users_main_job_idx" ON "users" USING btree ("main_job");--> statement-breakpoint
CREATE INDEX "users_sub_job_idx" ON "users" USING btree ("sub_job");--> statement-breakpoint
CREATE INDEX "users_main_job_d_idx" ON "users" USING btree ("main_job_d");--> statement-breakpoint
CREATE INDEX "users_sub_job_d_idx" ON "users" USING btree ("sub_job_d");--> statement-breakpoint
CREATE INDEX "profiles_listed_active_idx" ON "profiles" USING btree ("last_active_at" DESC NULLS LAST,"user_no" DESC NULLS LAST) WHERE "profiles"."join_step" is null;