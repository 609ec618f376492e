CREATE TABLE "assignment_answers" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "assignment_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"submission_id" bigint NOT NULL,
	"question_id" bigint NOT NULL,
	"answer" text NOT NULL,
	"mark_tenths" integer,
	"comment" text,
	"marked_at" timestamp with time zone,
	CONSTRAINT "assignment_answers_pkey" PRIMARY KEY("id","sch_id")
);
--> statement-breakpoint
CREATE TABLE "assignment_questions" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "assignment_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"set_id" bigint NOT NULL,
	"question_number" integer NOT NULL,
	"question" text NOT NULL,
	"option1" text,
	"option2" text,
	"option3" text,
	"option4" text,
	"answer" text NOT NULL,
	"image_file_id" bigint,
	"question_mark" integer NOT NULL,
	"status" text DEFAULT 'unpublished' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_questions_pkey" PRIMARY KEY("id","sch_id"),
	CONSTRAINT "assignment_questions_status_check" CHECK ("assignment_questions"."status" in ('unpublished', 'published'))
);
--> statement-breakpoint
CREATE TABLE "assignment_sets" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "assignment_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"campus_id" bigint NOT NULL,
	"teacher_id" bigint,
	"class_id" bigint NOT NULL,
	"sub_class" text,
	"subject_id" bigint NOT NULL,
	"period" text NOT NULL,
	"term" text NOT NULL,
	"session" text NOT NULL,
	"week" integer NOT NULL,
	"question_type" text NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_sets_pkey" PRIMARY KEY("id","sch_id"),
	CONSTRAINT "assignment_sets_period_check" CHECK ("assignment_sets"."period" in ('First Half', 'Second Half')),
	CONSTRAINT "assignment_sets_term_check" CHECK ("assignment_sets"."term" in ('First Term', 'Second Term', 'Third Term')),
	CONSTRAINT "assignment_sets_question_type_check" CHECK ("assignment_sets"."question_type" in ('objective', 'theory')),
	CONSTRAINT "assignment_sets_week_check" CHECK ("assignment_sets"."week" between 1 and 13)
);
--> statement-breakpoint
CREATE TABLE "assignment_submissions" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "assignment_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"set_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result_published_at" timestamp with time zone,
	CONSTRAINT "assignment_submissions_pkey" PRIMARY KEY("id","sch_id")
);
--> statement-breakpoint
ALTER TABLE "assignment_answers" ADD CONSTRAINT "assignment_answers_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_answers" ADD CONSTRAINT "assignment_answers_submission_fk" FOREIGN KEY ("sch_id","submission_id") REFERENCES "public"."assignment_submissions"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_answers" ADD CONSTRAINT "assignment_answers_question_fk" FOREIGN KEY ("sch_id","question_id") REFERENCES "public"."assignment_questions"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_questions" ADD CONSTRAINT "assignment_questions_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_questions" ADD CONSTRAINT "assignment_questions_set_fk" FOREIGN KEY ("sch_id","set_id") REFERENCES "public"."assignment_sets"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_questions" ADD CONSTRAINT "assignment_questions_image_fk" FOREIGN KEY ("sch_id","image_file_id") REFERENCES "public"."files"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_sets" ADD CONSTRAINT "assignment_sets_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_sets" ADD CONSTRAINT "assignment_sets_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_sets" ADD CONSTRAINT "assignment_sets_class_fk" FOREIGN KEY ("sch_id","class_id") REFERENCES "public"."classes"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_sets" ADD CONSTRAINT "assignment_sets_subject_fk" FOREIGN KEY ("sch_id","subject_id") REFERENCES "public"."subjects"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_set_fk" FOREIGN KEY ("sch_id","set_id") REFERENCES "public"."assignment_sets"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_student_fk" FOREIGN KEY ("sch_id","student_id") REFERENCES "public"."users"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_answers_once" ON "assignment_answers" USING btree ("submission_id","question_id","sch_id");--> statement-breakpoint
CREATE INDEX "assignment_answers_question" ON "assignment_answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_questions_number" ON "assignment_questions" USING btree ("set_id","question_number","sch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_sets_set" ON "assignment_sets" USING btree ("sch_id","session","term","period","week","class_id",coalesce("sub_class", ''),"subject_id","question_type");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_submissions_once" ON "assignment_submissions" USING btree ("set_id","student_id","sch_id");--> statement-breakpoint
CREATE INDEX "assignment_submissions_student" ON "assignment_submissions" USING btree ("student_id");