CREATE TABLE "message_channel_settings" (
	"sch_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"provider" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sender_id" text,
	"phone_number_id" text,
	"template_name" text,
	"template_language" text,
	"sealed_key" text NOT NULL,
	"sealed_webhook_secret" text,
	"webhook_key" text NOT NULL,
	"verify_token" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_channel_settings_pkey" PRIMARY KEY("channel","sch_id"),
	CONSTRAINT "message_channel_settings_channel_check" CHECK ("message_channel_settings"."channel" in ('sms', 'whatsapp')),
	CONSTRAINT "message_channel_settings_provider_check" CHECK ("message_channel_settings"."provider" in ('termii', 'whatsapp_cloud'))
);
--> statement-breakpoint
ALTER TABLE "message_channel_settings" ADD CONSTRAINT "message_channel_settings_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;