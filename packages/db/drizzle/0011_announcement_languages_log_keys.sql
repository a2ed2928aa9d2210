-- Existing announcements keep their text as the English one (docs/adr/0024).
ALTER TABLE "announcements" RENAME COLUMN "heading" TO "heading_en";--> statement-breakpoint
ALTER TABLE "announcements" RENAME COLUMN "message" TO "message_en";--> statement-breakpoint
ALTER TABLE "announcements" RENAME COLUMN "link_label" TO "link_label_en";--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "heading_de" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "message_de" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "link_label_de" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "heading_fr" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "message_fr" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "link_label_fr" text;--> statement-breakpoint
ALTER TABLE "site_log_lines" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "site_log_lines" ADD COLUMN "message_params" jsonb;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_de_whole" CHECK (("announcements"."heading_de" is null) = ("announcements"."message_de" is null));--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_fr_whole" CHECK (("announcements"."heading_fr" is null) = ("announcements"."message_fr" is null));--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_de_label" CHECK ("announcements"."link_label_de" is null or "announcements"."heading_de" is not null);--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_fr_label" CHECK ("announcements"."link_label_fr" is null or "announcements"."heading_fr" is not null);
