CREATE TABLE "online_payment_events" (
	"sch_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"transaction_id" bigint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payment_events_pkey" PRIMARY KEY("provider","event_id","sch_id"),
	CONSTRAINT "online_payment_events_provider_check" CHECK ("online_payment_events"."provider" in ('paystack', 'flutterwave'))
);
--> statement-breakpoint
CREATE TABLE "online_payment_settings" (
	"sch_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"public_key" text NOT NULL,
	"sealed_secret_key" text NOT NULL,
	"sealed_webhook_hash" text,
	"bank_id" bigint NOT NULL,
	"part_payments" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payment_settings_pkey" PRIMARY KEY("provider","sch_id"),
	CONSTRAINT "online_payment_settings_provider_check" CHECK ("online_payment_settings"."provider" in ('paystack', 'flutterwave'))
);
--> statement-breakpoint
CREATE TABLE "online_transactions" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "online_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"invoice_id" bigint,
	"student_id" bigint,
	"payer_id" bigint,
	"amount" bigint NOT NULL,
	"paid_amount" bigint,
	"excess" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"payment_id" bigint,
	"flag" text,
	"last_verify" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "online_transactions_pkey" PRIMARY KEY("id","sch_id"),
	CONSTRAINT "online_transactions_provider_check" CHECK ("online_transactions"."provider" in ('paystack', 'flutterwave')),
	CONSTRAINT "online_transactions_status_check" CHECK ("online_transactions"."status" in ('initialized', 'paid', 'credited', 'failed', 'unmatched'))
);
--> statement-breakpoint
CREATE TABLE "student_credits" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "student_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_credits_pkey" PRIMARY KEY("id","sch_id")
);
--> statement-breakpoint
ALTER TABLE "online_payment_events" ADD CONSTRAINT "online_payment_events_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_events" ADD CONSTRAINT "online_payment_events_transaction_fk" FOREIGN KEY ("sch_id","transaction_id") REFERENCES "public"."online_transactions"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_settings" ADD CONSTRAINT "online_payment_settings_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_settings" ADD CONSTRAINT "online_payment_settings_bank_fk" FOREIGN KEY ("sch_id","bank_id") REFERENCES "public"."finance_banks"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_transactions" ADD CONSTRAINT "online_transactions_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_transactions" ADD CONSTRAINT "online_transactions_invoice_fk" FOREIGN KEY ("sch_id","invoice_id") REFERENCES "public"."finance_invoices"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_transactions" ADD CONSTRAINT "online_transactions_student_fk" FOREIGN KEY ("sch_id","student_id") REFERENCES "public"."users"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_transactions" ADD CONSTRAINT "online_transactions_payer_fk" FOREIGN KEY ("sch_id","payer_id") REFERENCES "public"."users"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_transactions" ADD CONSTRAINT "online_transactions_payment_fk" FOREIGN KEY ("sch_id","payment_id") REFERENCES "public"."finance_payments"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_credits" ADD CONSTRAINT "student_credits_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_credits" ADD CONSTRAINT "student_credits_student_fk" FOREIGN KEY ("sch_id","student_id") REFERENCES "public"."users"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_credits" ADD CONSTRAINT "student_credits_transaction_fk" FOREIGN KEY ("sch_id","transaction_id") REFERENCES "public"."online_transactions"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_transactions_reference" ON "online_transactions" USING btree ("sch_id","provider","reference");--> statement-breakpoint
CREATE INDEX "online_transactions_status" ON "online_transactions" USING btree ("sch_id","status","created_at");--> statement-breakpoint
CREATE INDEX "student_credits_student" ON "student_credits" USING btree ("sch_id","student_id");