ALTER TABLE "student_credits" ADD COLUMN "bank_id" bigint;--> statement-breakpoint
-- Credits made before this migration sit in the bank their provider settles into.
UPDATE "student_credits" AS c SET "bank_id" = s."bank_id"
  FROM "online_transactions" AS t, "online_payment_settings" AS s
  WHERE t."sch_id" = c."sch_id" AND t."id" = c."transaction_id"
    AND s."sch_id" = t."sch_id" AND s."provider" = t."provider";--> statement-breakpoint
ALTER TABLE "student_credits" ALTER COLUMN "bank_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "student_credits" ADD COLUMN "payment_id" bigint;--> statement-breakpoint
ALTER TABLE "student_credits" ADD CONSTRAINT "student_credits_bank_fk" FOREIGN KEY ("sch_id","bank_id") REFERENCES "public"."finance_banks"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_credits" ADD CONSTRAINT "student_credits_payment_fk" FOREIGN KEY ("sch_id","payment_id") REFERENCES "public"."finance_payments"("sch_id","id") ON DELETE no action ON UPDATE no action;
