CREATE TABLE "message_opt_outs" (
	"sch_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_opt_outs_pkey" PRIMARY KEY("user_id","channel","sch_id"),
	CONSTRAINT "message_opt_outs_channel_check" CHECK ("message_opt_outs"."channel" in ('email', 'sms', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"recipient" text NOT NULL,
	"user_id" bigint,
	"recipient_name" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachment" jsonb,
	"batch" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"transport" text,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_pkey" PRIMARY KEY("id","sch_id"),
	CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('queued', 'sent', 'delivered', 'failed', 'dead')),
	CONSTRAINT "messages_channel_check" CHECK ("messages"."channel" in ('email', 'sms', 'whatsapp')),
	CONSTRAINT "messages_event_check" CHECK ("messages"."event" in ('password_reset', 'one_time_password', 'result_released', 'invoice_issued', 'payment_received', 'payment_reversed', 'announcement_published', 'assignment_published', 'assignment_marked'))
);
--> statement-breakpoint
ALTER TABLE "message_opt_outs" ADD CONSTRAINT "message_opt_outs_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_opt_outs" ADD CONSTRAINT "message_opt_outs_user_fk" FOREIGN KEY ("sch_id","user_id") REFERENCES "public"."users"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_dedupe_key" ON "messages" USING btree ("dedupe_key","sch_id");--> statement-breakpoint
CREATE INDEX "messages_list" ON "messages" USING btree ("sch_id","id");--> statement-breakpoint
CREATE INDEX "messages_batch" ON "messages" USING btree ("sch_id","batch");--> statement-breakpoint
CREATE INDEX "messages_provider_ref" ON "messages" USING btree ("provider_ref");