CREATE TABLE "report_card_checks" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_card_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"verification_id" bigint NOT NULL,
	"pin_right" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_card_checks_pkey" PRIMARY KEY("id","sch_id")
);
--> statement-breakpoint
CREATE TABLE "report_card_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"sealed_private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_card_verifications" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_card_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"code" text NOT NULL,
	"result_id" bigint NOT NULL,
	"period" text NOT NULL,
	"statement" text NOT NULL,
	"kid" text NOT NULL,
	"facts" jsonb NOT NULL,
	"figures" jsonb NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	"pin_failures" integer DEFAULT 0 NOT NULL,
	"pin_locked_until" timestamp with time zone,
	CONSTRAINT "report_card_verifications_pkey" PRIMARY KEY("id","sch_id"),
	CONSTRAINT "report_card_verifications_period_check" CHECK ("report_card_verifications"."period" in ('First Half', 'Second Half'))
);
--> statement-breakpoint
ALTER TABLE "report_card_checks" ADD CONSTRAINT "report_card_checks_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_checks" ADD CONSTRAINT "report_card_checks_verification_fk" FOREIGN KEY ("sch_id","verification_id") REFERENCES "public"."report_card_verifications"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_verifications" ADD CONSTRAINT "report_card_verifications_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_card_verifications" ADD CONSTRAINT "report_card_verifications_result_fk" FOREIGN KEY ("sch_id","result_id") REFERENCES "public"."results"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_card_checks_school" ON "report_card_checks" USING btree ("sch_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_card_verifications_code" ON "report_card_verifications" USING btree ("code","sch_id");--> statement-breakpoint
CREATE INDEX "report_card_verifications_result" ON "report_card_verifications" USING btree ("sch_id","result_id");