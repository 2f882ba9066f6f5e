CREATE TABLE "chat_ad_claims" (
	"message_id" text NOT NULL,
	"user_no" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_ad_claims_message_id_user_no_pk" PRIMARY KEY("message_id","user_no")
);
--> statement-breakpoint
CREATE TABLE "chat_bans" (
	"user_no" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"room_id" text NOT NULL,
	"user_no" integer NOT NULL,
	"role" text DEFAULT 'guest' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"room_nickname" text,
	"last_read_seq" bigint DEFAULT 0 NOT NULL,
	"alarm_blocked" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "chat_members_room_id_user_no_pk" PRIMARY KEY("room_id","user_no")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"room_id" text NOT NULL,
	"sender_no" integer,
	"type" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"meta" jsonb,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"report_no" serial PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"message_id" text NOT NULL,
	"reporter_no" integer NOT NULL,
	"opponent_no" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"room_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"host_no" integer,
	"direct_key" text,
	"project_no" integer,
	"participants_size" integer DEFAULT 0 NOT NULL,
	"notice" text,
	"bot_enabled" boolean DEFAULT true NOT NULL,
	"end_date" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"real_start" timestamp with time zone,
	"last_message_id" text,
	"last_message_at" timestamp with time zone,
	"last_message_body" text,
	"last_message_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_todos" (
	"todo_no" serial PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"title" text NOT NULL,
	"assignee_no" integer,
	"done_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_voice_calls" (
	"call_no" serial PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"caller_no" integer NOT NULL,
	"callee_no" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"connected_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_ad_claims" ADD CONSTRAINT "chat_ad_claims_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_bans" ADD CONSTRAINT "chat_bans_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_room_id_chat_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_no_users_user_no_fk" FOREIGN KEY ("sender_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_room_id_chat_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_no_users_user_no_fk" FOREIGN KEY ("reporter_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_opponent_no_users_user_no_fk" FOREIGN KEY ("opponent_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_host_no_users_user_no_fk" FOREIGN KEY ("host_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_project_no_projects_project_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."projects"("project_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_todos" ADD CONSTRAINT "chat_todos_room_id_chat_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_todos" ADD CONSTRAINT "chat_todos_assignee_no_users_user_no_fk" FOREIGN KEY ("assignee_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_todos" ADD CONSTRAINT "chat_todos_created_by_users_user_no_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_voice_calls" ADD CONSTRAINT "chat_voice_calls_room_id_chat_rooms_room_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_voice_calls" ADD CONSTRAINT "chat_voice_calls_caller_no_users_user_no_fk" FOREIGN KEY ("caller_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_voice_calls" ADD CONSTRAINT "chat_voice_calls_callee_no_users_user_no_fk" FOREIGN KEY ("callee_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_members_user_idx" ON "chat_members" USING btree ("user_no","status");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_members_nickname_uq" ON "chat_members" USING btree ("room_id","room_nickname") WHERE "chat_members"."room_nickname" is not null and "chat_members"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_id_uq" ON "chat_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_uq" ON "chat_messages" USING btree ("room_id","sender_no","client_id") WHERE "chat_messages"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reports_uq" ON "chat_reports" USING btree ("message_id","reporter_no");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_direct_uq" ON "chat_rooms" USING btree ("direct_key");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_project_uq" ON "chat_rooms" USING btree ("project_no") WHERE "chat_rooms"."kind" = 'project';--> statement-breakpoint
CREATE INDEX "chat_rooms_kind_idx" ON "chat_rooms" USING btree ("kind","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_rooms_end_idx" ON "chat_rooms" USING btree ("end_date") WHERE "chat_rooms"."closed_at" is null and "chat_rooms"."end_date" is not null;--> statement-breakpoint
CREATE INDEX "chat_todos_room_idx" ON "chat_todos" USING btree ("room_id","todo_no");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_voice_calls_live_uq" ON "chat_voice_calls" USING btree ("room_id") WHERE "chat_voice_calls"."status" in ('waiting', 'connected');--> statement-breakpoint
CREATE INDEX "chat_voice_calls_callee_idx" ON "chat_voice_calls" USING btree ("callee_no","status");