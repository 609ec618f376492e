CREATE TABLE "result_fee_exemptions" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "result_fee_exemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"term" text NOT NULL,
	"session" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_fee_exemptions_pkey" PRIMARY KEY("id","sch_id"),
	CONSTRAINT "result_fee_exemptions_term_check" CHECK ("result_fee_exemptions"."term" in ('First Term', 'Second Term', 'Third Term'))
);
--> statement-breakpoint
CREATE TABLE "result_fee_gates" (
	"sch_id" bigint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"threshold" bigint DEFAULT 0 NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_fee_gates_pkey" PRIMARY KEY("sch_id"),
	CONSTRAINT "result_fee_gates_threshold_check" CHECK ("result_fee_gates"."threshold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "result_fee_exemptions" ADD CONSTRAINT "result_fee_exemptions_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_fee_exemptions" ADD CONSTRAINT "result_fee_exemptions_student_fk" FOREIGN KEY ("sch_id","student_id") REFERENCES "public"."users"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_fee_exemptions" ADD CONSTRAINT "result_fee_exemptions_created_by_fk" FOREIGN KEY ("sch_id","created_by") REFERENCES "public"."users"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_fee_gates" ADD CONSTRAINT "result_fee_gates_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_fee_gates" ADD CONSTRAINT "result_fee_gates_updated_by_fk" FOREIGN KEY ("sch_id","updated_by") REFERENCES "public"."users"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "result_fee_exemptions_student_term" ON "result_fee_exemptions" USING btree ("sch_id","student_id","term","session");