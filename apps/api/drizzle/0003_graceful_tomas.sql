CREATE TABLE "finance_banks" (
	"sch_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "finance_banks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_purpose" text,
	"opening_balance" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_banks_sch_id_id_pk" PRIMARY KEY("sch_id","id")
);
--> statement-breakpoint
CREATE TABLE "finance_document_counters" (
	"sch_id" bigint NOT NULL,
	"session" text NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "finance_document_counters_sch_id_session_kind_pk" PRIMARY KEY("sch_id","session","kind")
);
--> statement-breakpoint
CREATE TABLE "finance_expenses" (
	"sch_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "finance_expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campus_id" bigint NOT NULL,
	"term" text NOT NULL,
	"session" text NOT NULL,
	"recorded_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_expenses_sch_id_id_pk" PRIMARY KEY("sch_id","id")
);
--> statement-breakpoint
CREATE TABLE "finance_fee_classes" (
	"sch_id" bigint NOT NULL,
	"fee_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	CONSTRAINT "finance_fee_classes_sch_id_fee_id_class_id_pk" PRIMARY KEY("sch_id","fee_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "finance_fees" (
	"sch_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "finance_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campus_id" bigint NOT NULL,
	"feetype" text NOT NULL,
	"amount" bigint NOT NULL,
	"term" text NOT NULL,
	"session" text NOT NULL,
	"category" text NOT NULL,
	"fee_status" text NOT NULL,
	"class_scope" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_fees_sch_id_id_pk" PRIMARY KEY("sch_id","id")
);
--> statement-breakpoint
CREATE TABLE "finance_idempotency_keys" (
	"sch_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"in_flight" boolean DEFAULT true NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_idempotency_keys_sch_id_user_id_key_pk" PRIMARY KEY("sch_id","user_id","key")
);
--> statement-breakpoint
CREATE TABLE "finance_invoice_items" (
	"sch_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"position" integer NOT NULL,
	"fee_id" bigint NOT NULL,
	"feetype" text NOT NULL,
	"amount" bigint NOT NULL,
	"discount_hundredths" integer DEFAULT 0 NOT NULL,
	"discount_amount" bigint,
	CONSTRAINT "finance_invoice_items_sch_id_invoice_id_version_position_pk" PRIMARY KEY("sch_id","invoice_id","version","position")
);
--> statement-breakpoint
CREATE TABLE "finance_invoices" (
	"sch_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "finance_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campus_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"sub_class" text,
	"term" text NOT NULL,
	"session" text NOT NULL,
	"invoice_no" text NOT NULL,
	"due_date" date NOT NULL,
	"notation" text,
	"items_version" integer DEFAULT 1 NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_invoices_sch_id_id_pk" PRIMARY KEY("sch_id","id")
);
--> statement-breakpoint
CREATE TABLE "finance_ledger" (
	"sch_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "finance_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"campus_id" bigint NOT NULL,
	"term" text NOT NULL,
	"session" text NOT NULL,
	"invoice_id" bigint,
	"payment_id" bigint,
	"expense_id" bigint,
	"amount" bigint NOT NULL,
	"actor_id" bigint NOT NULL,
	"reason" text,
	"method" text,
	"bank_id" bigint,
	"occurred_on" date,
	"reference" text,
	"note" text,
	"category" text,
	"beneficiary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_ledger_sch_id_id_pk" PRIMARY KEY("sch_id","id")
);
--> statement-breakpoint
CREATE TABLE "finance_payments" (
	"sch_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "finance_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" bigint NOT NULL,
	"receipt_no" text NOT NULL,
	"recorded_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_payments_sch_id_id_pk" PRIMARY KEY("sch_id","id")
);
--> statement-breakpoint
ALTER TABLE "finance_banks" ADD CONSTRAINT "finance_banks_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_document_counters" ADD CONSTRAINT "finance_document_counters_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_expenses" ADD CONSTRAINT "finance_expenses_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_fee_classes" ADD CONSTRAINT "finance_fee_classes_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_fee_classes" ADD CONSTRAINT "finance_fee_classes_sch_id_fee_id_finance_fees_sch_id_id_fk" FOREIGN KEY ("sch_id","fee_id") REFERENCES "public"."finance_fees"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_fees" ADD CONSTRAINT "finance_fees_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_idempotency_keys" ADD CONSTRAINT "finance_idempotency_keys_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_invoice_items" ADD CONSTRAINT "finance_invoice_items_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_invoice_items" ADD CONSTRAINT "finance_invoice_items_sch_id_invoice_id_finance_invoices_sch_id_id_fk" FOREIGN KEY ("sch_id","invoice_id") REFERENCES "public"."finance_invoices"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_invoice_items" ADD CONSTRAINT "finance_invoice_items_sch_id_fee_id_finance_fees_sch_id_id_fk" FOREIGN KEY ("sch_id","fee_id") REFERENCES "public"."finance_fees"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_invoices" ADD CONSTRAINT "finance_invoices_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_ledger" ADD CONSTRAINT "finance_ledger_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_ledger" ADD CONSTRAINT "finance_ledger_sch_id_invoice_id_finance_invoices_sch_id_id_fk" FOREIGN KEY ("sch_id","invoice_id") REFERENCES "public"."finance_invoices"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_ledger" ADD CONSTRAINT "finance_ledger_sch_id_payment_id_finance_payments_sch_id_id_fk" FOREIGN KEY ("sch_id","payment_id") REFERENCES "public"."finance_payments"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_ledger" ADD CONSTRAINT "finance_ledger_sch_id_expense_id_finance_expenses_sch_id_id_fk" FOREIGN KEY ("sch_id","expense_id") REFERENCES "public"."finance_expenses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_payments" ADD CONSTRAINT "finance_payments_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_payments" ADD CONSTRAINT "finance_payments_sch_id_invoice_id_finance_invoices_sch_id_id_fk" FOREIGN KEY ("sch_id","invoice_id") REFERENCES "public"."finance_invoices"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_banks_account" ON "finance_banks" USING btree ("sch_id",lower("bank_name"),"account_number");--> statement-breakpoint
CREATE INDEX "finance_expenses_session" ON "finance_expenses" USING btree ("sch_id","session","term","campus_id");--> statement-breakpoint
CREATE INDEX "finance_fees_session" ON "finance_fees" USING btree ("sch_id","campus_id","session","term");--> statement-breakpoint
CREATE INDEX "finance_idempotency_keys_age" ON "finance_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "finance_invoice_items_fee" ON "finance_invoice_items" USING btree ("sch_id","fee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_invoices_number" ON "finance_invoices" USING btree ("sch_id","invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_invoices_student_term" ON "finance_invoices" USING btree ("sch_id","student_id","session","term");--> statement-breakpoint
CREATE INDEX "finance_invoices_list" ON "finance_invoices" USING btree ("sch_id","session","term","campus_id","id");--> statement-breakpoint
CREATE INDEX "finance_ledger_summary" ON "finance_ledger" USING btree ("sch_id","session","term","campus_id","kind","amount");--> statement-breakpoint
CREATE INDEX "finance_ledger_invoice" ON "finance_ledger" USING btree ("sch_id","invoice_id","id");--> statement-breakpoint
CREATE INDEX "finance_ledger_payment" ON "finance_ledger" USING btree ("sch_id","payment_id","id");--> statement-breakpoint
CREATE INDEX "finance_ledger_expense" ON "finance_ledger" USING btree ("sch_id","expense_id","id");--> statement-breakpoint
CREATE INDEX "finance_ledger_bank" ON "finance_ledger" USING btree ("sch_id","bank_id");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_payments_receipt" ON "finance_payments" USING btree ("sch_id","receipt_no");--> statement-breakpoint
CREATE INDEX "finance_payments_invoice" ON "finance_payments" USING btree ("sch_id","invoice_id");