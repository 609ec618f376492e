CREATE TABLE "class_rankings" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "class_rankings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"ranked_by" text NOT NULL,
	CONSTRAINT "class_rankings_pkey" PRIMARY KEY("id","sch_id"),
	CONSTRAINT "class_rankings_ranked_by_check" CHECK ("class_rankings"."ranked_by" in ('average', 'total'))
);
--> statement-breakpoint
ALTER TABLE "class_rankings" ADD CONSTRAINT "class_rankings_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_rankings" ADD CONSTRAINT "class_rankings_class_fk" FOREIGN KEY ("sch_id","class_id") REFERENCES "public"."classes"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_rankings_class" ON "class_rankings" USING btree ("class_id","sch_id");