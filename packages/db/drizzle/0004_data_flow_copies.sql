CREATE TABLE "data_flow_copies" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text,
	"targets" jsonb NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "data_flow_copies_user_key_uq" UNIQUE("user_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "data_flow_copies" ADD CONSTRAINT "data_flow_copies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_flow_copies" ADD CONSTRAINT "data_flow_copies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;