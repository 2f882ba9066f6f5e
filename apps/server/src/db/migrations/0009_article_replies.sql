ALTER TABLE "lounge_likes" DROP CONSTRAINT "lounge_likes_type_ck";--> statement-breakpoint
ALTER TABLE "lounge_replies" ALTER COLUMN "post_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lounge_replies" ADD COLUMN "article_no" integer;--> statement-breakpoint
ALTER TABLE "lounge_replies" ADD CONSTRAINT "lounge_replies_article_no_magazine_articles_article_no_fk" FOREIGN KEY ("article_no") REFERENCES "public"."magazine_articles"("article_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lounge_replies_article_idx" ON "lounge_replies" USING btree ("article_no","reply_no") WHERE "lounge_replies"."article_no" is not null;--> statement-breakpoint
ALTER TABLE "lounge_likes" ADD CONSTRAINT "lounge_likes_type_ck" CHECK ("lounge_likes"."target_type" in ('post', 'reply', 'article'));--> statement-breakpoint
ALTER TABLE "lounge_replies" ADD CONSTRAINT "lounge_replies_thread_ck" CHECK (("lounge_replies"."post_no" is null) <> ("lounge_replies"."article_no" is null));