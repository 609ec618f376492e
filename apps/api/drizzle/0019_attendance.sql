CREATE TABLE "attendance_marks" (
	"sch_id" bigint NOT NULL,
	"register_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"mark" text NOT NULL,
	"reason" text,
	CONSTRAINT "attendance_marks_pkey" PRIMARY KEY("register_id","student_id","sch_id"),
	CONSTRAINT "attendance_marks_mark_check" CHECK ("attendance_marks"."mark" in ('present', 'absent', 'late', 'excused')),
	CONSTRAINT "attendance_marks_reason_check" CHECK (("attendance_marks"."mark" = 'excused') = ("attendance_marks"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "attendance_registers" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "attendance_registers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"campus_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"sub_class" text DEFAULT '' NOT NULL,
	"day" date NOT NULL,
	"day_session" text NOT NULL,
	"term" text NOT NULL,
	"session" text NOT NULL,
	"taken_by" bigint,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_registers_pkey" PRIMARY KEY("id","sch_id"),
	CONSTRAINT "attendance_registers_day_session_check" CHECK ("attendance_registers"."day_session" in ('morning', 'afternoon')),
	CONSTRAINT "attendance_registers_term_check" CHECK ("attendance_registers"."term" in ('First Term', 'Second Term', 'Third Term'))
);
--> statement-breakpoint
CREATE TABLE "attendance_settings" (
	"sch_id" bigint NOT NULL,
	"sessions_per_day" integer DEFAULT 1 NOT NULL,
	"report_card_reads_register" boolean DEFAULT false NOT NULL,
	"absence_alerts" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_settings_pkey" PRIMARY KEY("sch_id"),
	CONSTRAINT "attendance_settings_sessions_check" CHECK ("attendance_settings"."sessions_per_day" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "school_holidays" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "school_holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sch_id" bigint NOT NULL,
	"name" text NOT NULL,
	"starts" date NOT NULL,
	"ends" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_holidays_pkey" PRIMARY KEY("id","sch_id"),
	CONSTRAINT "school_holidays_range_check" CHECK ("school_holidays"."ends" >= "school_holidays"."starts")
);
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_register_fk" FOREIGN KEY ("sch_id","register_id") REFERENCES "public"."attendance_registers"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_student_fk" FOREIGN KEY ("sch_id","student_id") REFERENCES "public"."users"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_campus_fk" FOREIGN KEY ("sch_id","campus_id") REFERENCES "public"."campuses"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_class_fk" FOREIGN KEY ("sch_id","class_id") REFERENCES "public"."classes"("sch_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_registers" ADD CONSTRAINT "attendance_registers_taken_by_fk" FOREIGN KEY ("sch_id","taken_by") REFERENCES "public"."users"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD CONSTRAINT "attendance_settings_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_holidays" ADD CONSTRAINT "school_holidays_sch_id_schools_id_fk" FOREIGN KEY ("sch_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_marks_student" ON "attendance_marks" USING btree ("sch_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_registers_arm_day" ON "attendance_registers" USING btree ("sch_id","class_id","sub_class","day","day_session");--> statement-breakpoint
CREATE INDEX "attendance_registers_term" ON "attendance_registers" USING btree ("sch_id","term","session","class_id");--> statement-breakpoint
CREATE INDEX "school_holidays_school" ON "school_holidays" USING btree ("sch_id","starts");