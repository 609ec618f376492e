CREATE TABLE "audit_log" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"actor_id" bigint,
	"entity" text NOT NULL,
	"entity_id" bigint NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_pkey" PRIMARY KEY("id","sch_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_notes" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lesson_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"campus_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"class_id" bigint NOT NULL,
	"subject_id" bigint NOT NULL,
	"week" integer NOT NULL,
	"term" text NOT NULL,
	"session" text NOT NULL,
	"topic" text NOT NULL,
	"description" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"sub_topic" text,
	"specific_objectives" text,
	"previous_lesson" text,
	"previous_knowledge" text,
	"set_induction" text,
	"methodology" text,
	"teaching_aid" text,
	"video_url" text,
	"file_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"status" text DEFAULT 'not_approved' NOT NULL,
	"comment" text,
	"approved_by" bigint,
	"date_approved" timestamp with time zone,
	"date_submitted" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_notes_pkey" PRIMARY KEY("id","sch_id"),
	CONSTRAINT "lesson_notes_kind_check" CHECK ("lesson_notes"."kind" in ('lesson_note', 'flip_class')),
	CONSTRAINT "lesson_notes_status_check" CHECK ("lesson_notes"."status" in ('not_approved', 'approved')),
	CONSTRAINT "lesson_notes_term_check" CHECK ("lesson_notes"."term" in ('First Term', 'Second Term', 'Third Term'))
);
--> statement-breakpoint
CREATE TABLE "school_announcements" (
	"id" bigint DEFAULT nextval('announcements_id_seq') NOT NULL,
	"sch_id" bigint NOT NULL,
	"campus_id" bigint,
	"priority" text DEFAULT 'normal' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"audience" text NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"expiry_date" date,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_announcements_pkey" PRIMARY KEY("id","sch_id"),
	CONSTRAINT "school_announcements_priority_check" CHECK ("school_announcements"."priority" in ('low', 'normal', 'high')),
	CONSTRAINT "school_announcements_audience_check" CHECK ("school_announcements"."audience" in ('all', 'staff', 'students', 'roles'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_fk" FOREIGN KEY ("sch_id","actor_id") REFERENCES "public"."users"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_notes" ADD CONSTRAINT "lesson_notes_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_notes" ADD CONSTRAINT "lesson_notes_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_notes" ADD CONSTRAINT "lesson_notes_class_fk" FOREIGN KEY ("sch_id","class_id") REFERENCES "public"."classes"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_notes" ADD CONSTRAINT "lesson_notes_subject_fk" FOREIGN KEY ("sch_id","subject_id") REFERENCES "public"."subjects"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_notes" ADD CONSTRAINT "lesson_notes_file_fk" FOREIGN KEY ("sch_id","file_id") REFERENCES "public"."files"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_notes" ADD CONSTRAINT "lesson_notes_staff_fk" FOREIGN KEY ("sch_id","staff_id") REFERENCES "public"."users"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_notes" ADD CONSTRAINT "lesson_notes_approved_by_fk" FOREIGN KEY ("sch_id","approved_by") REFERENCES "public"."users"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_announcements" ADD CONSTRAINT "school_announcements_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_announcements" ADD CONSTRAINT "school_announcements_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_announcements" ADD CONSTRAINT "school_announcements_created_by_fk" FOREIGN KEY ("sch_id","created_by") REFERENCES "public"."users"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity" ON "audit_log" USING btree ("sch_id","entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_notes_file" ON "lesson_notes" USING btree ("file_id","sch_id");--> statement-breakpoint
CREATE INDEX "lesson_notes_week" ON "lesson_notes" USING btree ("sch_id","class_id","subject_id","session","term","week");--> statement-breakpoint
CREATE INDEX "lesson_notes_staff" ON "lesson_notes" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "school_announcements_school" ON "school_announcements" USING btree ("sch_id","created_at");