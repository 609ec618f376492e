ALTER TABLE "finance_invoices" ALTER COLUMN "class_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_invoices" ADD COLUMN "preschool_id" bigint;--> statement-breakpoint
ALTER TABLE "finance_invoices" ADD CONSTRAINT "finance_invoices_preschool_fk" FOREIGN KEY ("sch_id","preschool_id") REFERENCES "public"."preschools"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_invoices" ADD CONSTRAINT "finance_invoices_class_check" CHECK (num_nonnulls("finance_invoices"."class_id", "finance_invoices"."preschool_id") = 1);