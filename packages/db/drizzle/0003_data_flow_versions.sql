CREATE TABLE "data_flow_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"flow_id" integer NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"summary" text NOT NULL,
	"user_id" integer,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_flow_versions_flow_version_uq" UNIQUE("flow_id","version")
);
--> statement-breakpoint
ALTER TABLE "data_flow_versions" ADD CONSTRAINT "data_flow_versions_flow_id_data_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."data_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_flow_versions" ADD CONSTRAINT "data_flow_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;