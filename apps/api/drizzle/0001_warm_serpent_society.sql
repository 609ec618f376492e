CREATE TABLE "closing_resumptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closing_resumptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"campus_id" bigint NOT NULL,
	"term" text NOT NULL,
	"session" text NOT NULL,
	"session_ends" date NOT NULL,
	"session_resumes" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extra_curriculars" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "extra_curriculars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"campus_id" bigint NOT NULL,
	"preschool" boolean DEFAULT false NOT NULL,
	"class_id" bigint,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grade_points" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grade_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"campus_id" bigint NOT NULL,
	"min_mark" integer NOT NULL,
	"max_mark" integer NOT NULL,
	"grade_point" integer NOT NULL,
	"remark" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grading_bands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grading_bands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"campus_id" bigint NOT NULL,
	"score_from" integer NOT NULL,
	"score_to" integer NOT NULL,
	"grade" text NOT NULL,
	"remark" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preschool_results" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "preschool_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"campus_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"preschool_id" bigint NOT NULL,
	"period" text NOT NULL,
	"term" text NOT NULL,
	"session" text NOT NULL,
	"school_opened" integer,
	"times_present" integer,
	"evaluation_report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cognitive_development" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra_curricular" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"teacher_comment" text,
	"hos_comment" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "principal_comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "principal_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"campus_id" bigint NOT NULL,
	"hos_id" bigint NOT NULL,
	"comment" text NOT NULL,
	"score_from" integer NOT NULL,
	"score_to" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rating_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"campus_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"group_type" text NOT NULL,
	"attributes" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "result_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"result_id" bigint NOT NULL,
	"actor_id" bigint,
	"action" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_scores" (
	"sch_id" bigint NOT NULL,
	"result_id" bigint NOT NULL,
	"subject_id" bigint NOT NULL,
	"component" text NOT NULL,
	"tenths" integer,
	"absent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "result_scores_result_id_subject_id_component_pk" PRIMARY KEY("result_id","subject_id","component")
);
--> statement-breakpoint
CREATE TABLE "results" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"campus_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"sub_class" text,
	"period" text NOT NULL,
	"term" text NOT NULL,
	"session" text NOT NULL,
	"status" text DEFAULT 'not_released' NOT NULL,
	"ever_released" boolean DEFAULT false NOT NULL,
	"teacher_comment" text,
	"school_opened" integer,
	"times_present" integer,
	"affective_disposition" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"psychomotor_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"psychomotor_performance" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pupil_report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra_curricular" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"abacus" text,
	"performance_remark" text,
	"hos_comment" text,
	"hos_comment_edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "score_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"campus_id" bigint NOT NULL,
	"score_option_id" integer,
	"components" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_settings_campusId_unique" UNIQUE("campus_id")
);
--> statement-breakpoint
CREATE TABLE "sheet_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sheet_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"campus_id" bigint NOT NULL,
	"period" text NOT NULL,
	"term" text NOT NULL,
	"section_ids" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "closing_resumptions" ADD CONSTRAINT "closing_resumptions_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_resumptions" ADD CONSTRAINT "closing_resumptions_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_curriculars" ADD CONSTRAINT "extra_curriculars_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_curriculars" ADD CONSTRAINT "extra_curriculars_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_curriculars" ADD CONSTRAINT "extra_curriculars_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_points" ADD CONSTRAINT "grade_points_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_points" ADD CONSTRAINT "grade_points_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_bands" ADD CONSTRAINT "grading_bands_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_bands" ADD CONSTRAINT "grading_bands_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preschool_results" ADD CONSTRAINT "preschool_results_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preschool_results" ADD CONSTRAINT "preschool_results_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preschool_results" ADD CONSTRAINT "preschool_results_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preschool_results" ADD CONSTRAINT "preschool_results_preschool_id_preschools_id_fk" FOREIGN KEY ("preschool_id") REFERENCES "public"."preschools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principal_comments" ADD CONSTRAINT "principal_comments_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principal_comments" ADD CONSTRAINT "principal_comments_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principal_comments" ADD CONSTRAINT "principal_comments_hos_id_users_id_fk" FOREIGN KEY ("hos_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_groups" ADD CONSTRAINT "rating_groups_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_groups" ADD CONSTRAINT "rating_groups_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_audit" ADD CONSTRAINT "result_audit_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_audit" ADD CONSTRAINT "result_audit_result_id_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_audit" ADD CONSTRAINT "result_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_scores" ADD CONSTRAINT "result_scores_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_scores" ADD CONSTRAINT "result_scores_result_id_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_scores" ADD CONSTRAINT "result_scores_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_settings" ADD CONSTRAINT "score_settings_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_settings" ADD CONSTRAINT "score_settings_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_settings" ADD CONSTRAINT "sheet_settings_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_settings" ADD CONSTRAINT "sheet_settings_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "closing_resumptions_term" ON "closing_resumptions" USING btree ("campus_id","term","session");--> statement-breakpoint
CREATE UNIQUE INDEX "extra_curriculars_unique" ON "extra_curriculars" USING btree ("campus_id","preschool",coalesce("class_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "grade_points_campus" ON "grade_points" USING btree ("campus_id");--> statement-breakpoint
CREATE INDEX "grading_bands_campus" ON "grading_bands" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preschool_results_student_period" ON "preschool_results" USING btree ("student_id","period","term","session");--> statement-breakpoint
CREATE INDEX "preschool_results_class" ON "preschool_results" USING btree ("preschool_id","period","term","session");--> statement-breakpoint
CREATE INDEX "principal_comments_campus" ON "principal_comments" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rating_groups_campus_type" ON "rating_groups" USING btree ("campus_id","group_type");--> statement-breakpoint
CREATE INDEX "result_audit_result" ON "result_audit" USING btree ("result_id");--> statement-breakpoint
CREATE UNIQUE INDEX "results_student_period" ON "results" USING btree ("student_id","period","term","session");--> statement-breakpoint
CREATE INDEX "results_class_term" ON "results" USING btree ("sch_id","class_id","term","session");--> statement-breakpoint
CREATE UNIQUE INDEX "sheet_settings_campus_period" ON "sheet_settings" USING btree ("campus_id","period","term");