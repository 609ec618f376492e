-- Issue 11: every key of a school-owned table includes sch_id (src/db/keys.ts). Hand-written
-- parts: the sch_id of password resets taken from their users before it is required, the
-- single-column primary keys dropped by their PostgreSQL names (<table>_pkey), the uploader of
-- a file nulled alone (ON DELETE SET NULL ("uploaded_by"), PostgreSQL 15+), and the usernames
-- reference table filled from users and kept by a trigger.
ALTER TABLE "password_resets" ADD COLUMN "sch_id" bigint;--> statement-breakpoint
UPDATE "password_resets" SET "sch_id" = "users"."sch_id" FROM "users" WHERE "users"."id" = "password_resets"."user_id";--> statement-breakpoint
ALTER TABLE "password_resets" ALTER COLUMN "sch_id" SET NOT NULL;--> statement-breakpoint
CREATE TABLE "usernames" (
	"name" text PRIMARY KEY NOT NULL,
	"sch_id" bigint NOT NULL,
	"user_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "score_settings" DROP CONSTRAINT "score_settings_campusId_unique";--> statement-breakpoint
ALTER TABLE "academic_periods" DROP CONSTRAINT "academic_periods_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "announcements" DROP CONSTRAINT "announcements_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "class_subjects" DROP CONSTRAINT "class_subjects_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "class_subjects" DROP CONSTRAINT "class_subjects_subject_id_subjects_id_fk";
--> statement-breakpoint
ALTER TABLE "classes" DROP CONSTRAINT "classes_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "directors_of_studies" DROP CONSTRAINT "directors_of_studies_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "directors_of_studies" DROP CONSTRAINT "directors_of_studies_staff_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "preschool_subject_classes" DROP CONSTRAINT "preschool_subject_classes_preschool_id_preschools_id_fk";
--> statement-breakpoint
ALTER TABLE "preschool_subject_classes" DROP CONSTRAINT "preschool_subject_classes_preschool_subject_id_preschool_subjects_id_fk";
--> statement-breakpoint
ALTER TABLE "preschool_subjects" DROP CONSTRAINT "preschool_subjects_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "preschools" DROP CONSTRAINT "preschools_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_student_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_promoted_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_attendance" DROP CONSTRAINT "staff_attendance_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_attendance" DROP CONSTRAINT "staff_attendance_staff_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "staff_attendance" DROP CONSTRAINT "staff_attendance_recorded_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "teacher_subjects" DROP CONSTRAINT "teacher_subjects_staff_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "teacher_subjects" DROP CONSTRAINT "teacher_subjects_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "teacher_subjects" DROP CONSTRAINT "teacher_subjects_subject_id_subjects_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_preschool_id_preschools_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_admitted_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "closing_resumptions" DROP CONSTRAINT "closing_resumptions_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "extra_curriculars" DROP CONSTRAINT "extra_curriculars_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "extra_curriculars" DROP CONSTRAINT "extra_curriculars_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "grade_points" DROP CONSTRAINT "grade_points_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "grading_bands" DROP CONSTRAINT "grading_bands_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "preschool_results" DROP CONSTRAINT "preschool_results_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "preschool_results" DROP CONSTRAINT "preschool_results_student_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "preschool_results" DROP CONSTRAINT "preschool_results_preschool_id_preschools_id_fk";
--> statement-breakpoint
ALTER TABLE "principal_comments" DROP CONSTRAINT "principal_comments_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "principal_comments" DROP CONSTRAINT "principal_comments_hos_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "rating_groups" DROP CONSTRAINT "rating_groups_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "result_audit" DROP CONSTRAINT "result_audit_result_id_results_id_fk";
--> statement-breakpoint
ALTER TABLE "result_audit" DROP CONSTRAINT "result_audit_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "result_scores" DROP CONSTRAINT "result_scores_result_id_results_id_fk";
--> statement-breakpoint
ALTER TABLE "result_scores" DROP CONSTRAINT "result_scores_subject_id_subjects_id_fk";
--> statement-breakpoint
ALTER TABLE "results" DROP CONSTRAINT "results_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "results" DROP CONSTRAINT "results_student_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "results" DROP CONSTRAINT "results_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "score_settings" DROP CONSTRAINT "score_settings_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "sheet_settings" DROP CONSTRAINT "sheet_settings_campus_id_campuses_id_fk";
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_uploaded_by_users_id_fk";
--> statement-breakpoint
DROP INDEX "academic_periods_campus_period";--> statement-breakpoint
DROP INDEX "academic_periods_one_current";--> statement-breakpoint
DROP INDEX "password_resets_token_hash";--> statement-breakpoint
DROP INDEX "preschool_subjects_unique";--> statement-breakpoint
DROP INDEX "sessions_token_hash";--> statement-breakpoint
DROP INDEX "staff_attendance_day";--> statement-breakpoint
DROP INDEX "users_username";--> statement-breakpoint
DROP INDEX "users_email";--> statement-breakpoint
DROP INDEX "closing_resumptions_term";--> statement-breakpoint
DROP INDEX "extra_curriculars_unique";--> statement-breakpoint
DROP INDEX "preschool_results_student_period";--> statement-breakpoint
DROP INDEX "rating_groups_campus_type";--> statement-breakpoint
DROP INDEX "results_student_period";--> statement-breakpoint
DROP INDEX "sheet_settings_campus_period";--> statement-breakpoint
DROP INDEX "files_storage_key";--> statement-breakpoint
ALTER TABLE "admission_sequences" DROP CONSTRAINT "admission_sequences_sch_id_month_pk";--> statement-breakpoint
ALTER TABLE "class_subjects" DROP CONSTRAINT "class_subjects_class_id_session_subject_id_pk";--> statement-breakpoint
ALTER TABLE "preschool_subject_classes" DROP CONSTRAINT "preschool_subject_classes_preschool_id_preschool_subject_id_pk";--> statement-breakpoint
ALTER TABLE "result_scores" DROP CONSTRAINT "result_scores_result_id_subject_id_component_pk";--> statement-breakpoint
ALTER TABLE "academic_periods" DROP CONSTRAINT "academic_periods_pkey";--> statement-breakpoint
ALTER TABLE "campuses" DROP CONSTRAINT "campuses_pkey";--> statement-breakpoint
ALTER TABLE "classes" DROP CONSTRAINT "classes_pkey";--> statement-breakpoint
ALTER TABLE "departments" DROP CONSTRAINT "departments_pkey";--> statement-breakpoint
ALTER TABLE "directors_of_studies" DROP CONSTRAINT "directors_of_studies_pkey";--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_pkey";--> statement-breakpoint
ALTER TABLE "preschool_subjects" DROP CONSTRAINT "preschool_subjects_pkey";--> statement-breakpoint
ALTER TABLE "preschools" DROP CONSTRAINT "preschools_pkey";--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_pkey";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";--> statement-breakpoint
ALTER TABLE "staff_attendance" DROP CONSTRAINT "staff_attendance_pkey";--> statement-breakpoint
ALTER TABLE "subjects" DROP CONSTRAINT "subjects_pkey";--> statement-breakpoint
ALTER TABLE "teacher_subjects" DROP CONSTRAINT "teacher_subjects_pkey";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";--> statement-breakpoint
ALTER TABLE "closing_resumptions" DROP CONSTRAINT "closing_resumptions_pkey";--> statement-breakpoint
ALTER TABLE "extra_curriculars" DROP CONSTRAINT "extra_curriculars_pkey";--> statement-breakpoint
ALTER TABLE "grade_points" DROP CONSTRAINT "grade_points_pkey";--> statement-breakpoint
ALTER TABLE "grading_bands" DROP CONSTRAINT "grading_bands_pkey";--> statement-breakpoint
ALTER TABLE "preschool_results" DROP CONSTRAINT "preschool_results_pkey";--> statement-breakpoint
ALTER TABLE "principal_comments" DROP CONSTRAINT "principal_comments_pkey";--> statement-breakpoint
ALTER TABLE "rating_groups" DROP CONSTRAINT "rating_groups_pkey";--> statement-breakpoint
ALTER TABLE "result_audit" DROP CONSTRAINT "result_audit_pkey";--> statement-breakpoint
ALTER TABLE "results" DROP CONSTRAINT "results_pkey";--> statement-breakpoint
ALTER TABLE "score_settings" DROP CONSTRAINT "score_settings_pkey";--> statement-breakpoint
ALTER TABLE "sheet_settings" DROP CONSTRAINT "sheet_settings_pkey";--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_pkey";--> statement-breakpoint
ALTER TABLE "academic_periods" ADD CONSTRAINT "academic_periods_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "admission_sequences" ADD CONSTRAINT "admission_sequences_pkey" PRIMARY KEY("sch_id","month");--> statement-breakpoint
ALTER TABLE "campuses" ADD CONSTRAINT "campuses_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "class_subjects" ADD CONSTRAINT "class_subjects_pkey" PRIMARY KEY("class_id","session","subject_id","sch_id");--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "directors_of_studies" ADD CONSTRAINT "directors_of_studies_pkey" PRIMARY KEY("campus_id","sch_id");--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "preschool_subject_classes" ADD CONSTRAINT "preschool_subject_classes_pkey" PRIMARY KEY("preschool_id","preschool_subject_id","sch_id");--> statement-breakpoint
ALTER TABLE "preschool_subjects" ADD CONSTRAINT "preschool_subjects_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "preschools" ADD CONSTRAINT "preschools_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "teacher_subjects" ADD CONSTRAINT "teacher_subjects_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "closing_resumptions" ADD CONSTRAINT "closing_resumptions_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "extra_curriculars" ADD CONSTRAINT "extra_curriculars_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "grade_points" ADD CONSTRAINT "grade_points_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "grading_bands" ADD CONSTRAINT "grading_bands_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "preschool_results" ADD CONSTRAINT "preschool_results_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "principal_comments" ADD CONSTRAINT "principal_comments_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "rating_groups" ADD CONSTRAINT "rating_groups_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "result_audit" ADD CONSTRAINT "result_audit_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "result_scores" ADD CONSTRAINT "result_scores_pkey" PRIMARY KEY("result_id","subject_id","component","sch_id");--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "score_settings" ADD CONSTRAINT "score_settings_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "sheet_settings" ADD CONSTRAINT "sheet_settings_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_pkey" PRIMARY KEY("id","sch_id");--> statement-breakpoint
ALTER TABLE "usernames" ADD CONSTRAINT "usernames_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_periods" ADD CONSTRAINT "academic_periods_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_subjects" ADD CONSTRAINT "class_subjects_class_fk" FOREIGN KEY ("sch_id","class_id") REFERENCES "public"."classes"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_subjects" ADD CONSTRAINT "class_subjects_subject_fk" FOREIGN KEY ("sch_id","subject_id") REFERENCES "public"."subjects"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directors_of_studies" ADD CONSTRAINT "directors_of_studies_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directors_of_studies" ADD CONSTRAINT "directors_of_studies_staff_fk" FOREIGN KEY ("sch_id","staff_id") REFERENCES "public"."users"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_fk" FOREIGN KEY ("sch_id","user_id") REFERENCES "public"."users"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preschool_subject_classes" ADD CONSTRAINT "preschool_subject_classes_preschool_fk" FOREIGN KEY ("sch_id","preschool_id") REFERENCES "public"."preschools"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preschool_subject_classes" ADD CONSTRAINT "preschool_subject_classes_subject_fk" FOREIGN KEY ("sch_id","preschool_subject_id") REFERENCES "public"."preschool_subjects"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preschool_subjects" ADD CONSTRAINT "preschool_subjects_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preschools" ADD CONSTRAINT "preschools_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_student_fk" FOREIGN KEY ("sch_id","student_id") REFERENCES "public"."users"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_promoted_by_fk" FOREIGN KEY ("sch_id","promoted_by") REFERENCES "public"."users"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_fk" FOREIGN KEY ("sch_id","user_id") REFERENCES "public"."users"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_staff_fk" FOREIGN KEY ("sch_id","staff_id") REFERENCES "public"."users"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_recorded_by_fk" FOREIGN KEY ("sch_id","recorded_by") REFERENCES "public"."users"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_subjects" ADD CONSTRAINT "teacher_subjects_staff_fk" FOREIGN KEY ("sch_id","staff_id") REFERENCES "public"."users"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_subjects" ADD CONSTRAINT "teacher_subjects_class_fk" FOREIGN KEY ("sch_id","class_id") REFERENCES "public"."classes"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_subjects" ADD CONSTRAINT "teacher_subjects_subject_fk" FOREIGN KEY ("sch_id","subject_id") REFERENCES "public"."subjects"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_department_fk" FOREIGN KEY ("sch_id","department_id") REFERENCES "public"."departments"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_class_fk" FOREIGN KEY ("sch_id","class_id") REFERENCES "public"."classes"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_preschool_fk" FOREIGN KEY ("sch_id","preschool_id") REFERENCES "public"."preschools"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admitted_class_fk" FOREIGN KEY ("sch_id","admitted_class_id") REFERENCES "public"."classes"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_resumptions" ADD CONSTRAINT "closing_resumptions_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_curriculars" ADD CONSTRAINT "extra_curriculars_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_curriculars" ADD CONSTRAINT "extra_curriculars_class_fk" FOREIGN KEY ("sch_id","class_id") REFERENCES "public"."classes"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_points" ADD CONSTRAINT "grade_points_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_bands" ADD CONSTRAINT "grading_bands_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preschool_results" ADD CONSTRAINT "preschool_results_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preschool_results" ADD CONSTRAINT "preschool_results_student_fk" FOREIGN KEY ("sch_id","student_id") REFERENCES "public"."users"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preschool_results" ADD CONSTRAINT "preschool_results_preschool_fk" FOREIGN KEY ("sch_id","preschool_id") REFERENCES "public"."preschools"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principal_comments" ADD CONSTRAINT "principal_comments_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "principal_comments" ADD CONSTRAINT "principal_comments_hos_fk" FOREIGN KEY ("sch_id","hos_id") REFERENCES "public"."users"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_groups" ADD CONSTRAINT "rating_groups_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_audit" ADD CONSTRAINT "result_audit_result_fk" FOREIGN KEY ("sch_id","result_id") REFERENCES "public"."results"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_audit" ADD CONSTRAINT "result_audit_actor_fk" FOREIGN KEY ("sch_id","actor_id") REFERENCES "public"."users"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_scores" ADD CONSTRAINT "result_scores_result_fk" FOREIGN KEY ("sch_id","result_id") REFERENCES "public"."results"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_scores" ADD CONSTRAINT "result_scores_subject_fk" FOREIGN KEY ("sch_id","subject_id") REFERENCES "public"."subjects"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_student_fk" FOREIGN KEY ("sch_id","student_id") REFERENCES "public"."users"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_class_fk" FOREIGN KEY ("sch_id","class_id") REFERENCES "public"."classes"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_settings" ADD CONSTRAINT "score_settings_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_settings" ADD CONSTRAINT "sheet_settings_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_fk" FOREIGN KEY ("sch_id","uploaded_by") REFERENCES "public"."users"("sch_id","id") ON DELETE SET NULL ("uploaded_by") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "score_settings_campus" ON "score_settings" USING btree ("campus_id","sch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_periods_campus_period" ON "academic_periods" USING btree ("campus_id","period","term","session","sch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_periods_one_current" ON "academic_periods" USING btree ("campus_id","sch_id") WHERE "academic_periods"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash" ON "password_resets" USING btree ("token_hash","sch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preschool_subjects_unique" ON "preschool_subjects" USING btree ("campus_id","period","term","session",lower("subject"),"sch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash" ON "sessions" USING btree ("token_hash","sch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_attendance_day" ON "staff_attendance" USING btree ("staff_id","date_in","sch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username" ON "users" USING btree (lower("username"),"sch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree (lower("email"),"sch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "closing_resumptions_term" ON "closing_resumptions" USING btree ("campus_id","term","session","sch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extra_curriculars_unique" ON "extra_curriculars" USING btree ("campus_id","preschool",coalesce("class_id", 0),lower("name"),"sch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preschool_results_student_period" ON "preschool_results" USING btree ("student_id","period","term","session","sch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rating_groups_campus_type" ON "rating_groups" USING btree ("campus_id","group_type","sch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "results_student_period" ON "results" USING btree ("student_id","period","term","session","sch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sheet_settings_campus_period" ON "sheet_settings" USING btree ("campus_id","period","term","sch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key" ON "files" USING btree ("storage_key","sch_id");--> statement-breakpoint
ALTER TABLE "academic_periods" ADD CONSTRAINT "academic_periods_period_check" CHECK ("academic_periods"."period" in ('First Half', 'Second Half'));--> statement-breakpoint
ALTER TABLE "academic_periods" ADD CONSTRAINT "academic_periods_term_check" CHECK ("academic_periods"."term" in ('First Term', 'Second Term', 'Third Term'));--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_priority_check" CHECK ("announcements"."priority" in ('low', 'normal', 'high'));--> statement-breakpoint
ALTER TABLE "campuses" ADD CONSTRAINT "campuses_campus_type_check" CHECK ("campuses"."campus_type" in ('elementary', 'college'));--> statement-breakpoint
ALTER TABLE "campuses" ADD CONSTRAINT "campuses_status_check" CHECK ("campuses"."status" in ('active', 'disabled'));--> statement-breakpoint
ALTER TABLE "preschool_subjects" ADD CONSTRAINT "preschool_subjects_period_check" CHECK ("preschool_subjects"."period" in ('First Half', 'Second Half'));--> statement-breakpoint
ALTER TABLE "preschool_subjects" ADD CONSTRAINT "preschool_subjects_term_check" CHECK ("preschool_subjects"."term" in ('First Term', 'Second Term', 'Third Term'));--> statement-breakpoint
ALTER TABLE "preschool_subjects" ADD CONSTRAINT "preschool_subjects_category_check" CHECK ("preschool_subjects"."category" in ('evaluation_report', 'cognitive_development'));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_status_check" CHECK ("promotions"."status" in ('active', 'disabled', 'graduated', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_school_type_check" CHECK ("schools"."school_type" in ('elementary', 'preschool'));--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_plan_check" CHECK ("schools"."plan" in ('STARTER PLAN', 'STANDARD PLAN', 'PREMIUM PLAN', 'ENTERPRISE PLAN'));--> statement-breakpoint
ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_status_check" CHECK ("staff_attendance"."status" in ('present', 'late', 'absent', 'on_leave', 'excused'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'disabled', 'graduated', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender_check" CHECK ("users"."gender" in ('male', 'female'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_teacher_type_check" CHECK ("users"."teacher_type" in ('class teacher', 'subject teacher'));--> statement-breakpoint
ALTER TABLE "closing_resumptions" ADD CONSTRAINT "closing_resumptions_term_check" CHECK ("closing_resumptions"."term" in ('First Term', 'Second Term', 'Third Term'));--> statement-breakpoint
ALTER TABLE "preschool_results" ADD CONSTRAINT "preschool_results_period_check" CHECK ("preschool_results"."period" in ('First Half', 'Second Half'));--> statement-breakpoint
ALTER TABLE "preschool_results" ADD CONSTRAINT "preschool_results_term_check" CHECK ("preschool_results"."term" in ('First Term', 'Second Term', 'Third Term'));--> statement-breakpoint
ALTER TABLE "result_scores" ADD CONSTRAINT "result_scores_component_check" CHECK ("result_scores"."component" in ('ca1', 'ca2', 'ca3', 'ca4', 'exam'));--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_period_check" CHECK ("results"."period" in ('First Half', 'Second Half'));--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_term_check" CHECK ("results"."term" in ('First Term', 'Second Term', 'Third Term'));--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_status_check" CHECK ("results"."status" in ('not_released', 'released', 'withheld'));--> statement-breakpoint
ALTER TABLE "sheet_settings" ADD CONSTRAINT "sheet_settings_period_check" CHECK ("sheet_settings"."period" in ('First Half', 'Second Half'));--> statement-breakpoint
ALTER TABLE "sheet_settings" ADD CONSTRAINT "sheet_settings_term_check" CHECK ("sheet_settings"."term" in ('First Term', 'Second Term', 'Third Term'));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('lesson_note', 'flip_class', 'assignment_image', 'avatar', 'student_photo', 'signature', 'campus_image', 'school_logo'));--> statement-breakpoint
INSERT INTO "usernames" ("name", "sch_id", "user_id") SELECT lower("username"), "sch_id", "id" FROM "users";--> statement-breakpoint
CREATE FUNCTION "users_usernames"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "usernames" WHERE "name" = lower(OLD."username") AND "user_id" = OLD."id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "usernames" ("name", "sch_id", "user_id")
      VALUES (lower(NEW."username"), NEW."sch_id", NEW."id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_usernames" AFTER INSERT OR DELETE OR UPDATE OF "username", "sch_id" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_usernames"();--> statement-breakpoint
CREATE FUNCTION "users_usernames_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "usernames";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_usernames_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_usernames_truncate"();
