CREATE TABLE "guardian_links" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "guardian_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"guardian_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"relationship" text NOT NULL,
	"fee_contact" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_links_pkey" PRIMARY KEY("id","sch_id"),
	CONSTRAINT "guardian_links_relationship_check" CHECK ("guardian_links"."relationship" in ('mother', 'father', 'guardian', 'sponsor'))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_event_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_guardian_fk" FOREIGN KEY ("sch_id","guardian_id") REFERENCES "public"."users"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_student_fk" FOREIGN KEY ("sch_id","student_id") REFERENCES "public"."users"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_links_pair" ON "guardian_links" USING btree ("sch_id","guardian_id","student_id");--> statement-breakpoint
CREATE INDEX "guardian_links_student" ON "guardian_links" USING btree ("sch_id","student_id");--> statement-breakpoint
CREATE INDEX "users_guardian_phone" ON "users" USING btree ("phone") WHERE "users"."kind" = 'guardian';--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_event_check" CHECK ("messages"."event" in ('password_reset', 'one_time_password', 'result_released', 'invoice_issued', 'payment_received', 'payment_reversed', 'announcement_published', 'assignment_published', 'assignment_marked', 'student_absent', 'guardian_invitation'));