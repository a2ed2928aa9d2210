CREATE TABLE "feed_run_problems" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" bigint NOT NULL,
	"data_source_id" integer,
	"row" integer NOT NULL,
	"code" text NOT NULL,
	"external_id" text,
	"field" text,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel_id" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"user_id" integer,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"items_written" integer DEFAULT 0 NOT NULL,
	"items_skipped" integer DEFAULT 0 NOT NULL,
	"problem_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_items_staging" (
	"run_id" bigint NOT NULL,
	"external_id" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "site_items_staging_run_id_external_id_pk" PRIMARY KEY("run_id","external_id")
);
--> statement-breakpoint
ALTER TABLE "data_sources" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "data_sources" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_run_problems" ADD CONSTRAINT "feed_run_problems_run_id_feed_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."feed_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_items_staging" ADD CONSTRAINT "site_items_staging_run_id_feed_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."feed_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_run_problems_run_id_id_index" ON "feed_run_problems" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "feed_runs_site_id_created_at_index" ON "feed_runs" USING btree ("site_id","created_at");