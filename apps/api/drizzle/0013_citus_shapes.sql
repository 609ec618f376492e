-- Issue 26: a schema Citus distributes. Hand-written parts: announcements' ids restarted past
-- every id either table has used (odd for the portal's, even for a school's, so one id still
-- names one announcement); the usernames trigger dropped (the code writes usernames with their
-- users, people/usernames.queries.ts); the uploader of a file kept (no ON DELETE SET NULL).
ALTER TABLE "files" DROP CONSTRAINT "files_uploaded_by_fk";
--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "id" SET INCREMENT BY 2;--> statement-breakpoint
ALTER TABLE "school_announcements" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "school_announcements" ALTER COLUMN "id" ADD GENERATED ALWAYS AS IDENTITY (sequence name "school_announcements_id_seq" INCREMENT BY 2 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 2 CACHE 1);--> statement-breakpoint
SELECT setval('announcements_id_seq', m + 1 + m % 2, false),
    setval('school_announcements_id_seq', m + 2 - m % 2, false)
  FROM (SELECT greatest(
    (SELECT last_value FROM announcements_id_seq),
    (SELECT max(id) FROM announcements),
    (SELECT max(id) FROM school_announcements)) AS m) past;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_fk" FOREIGN KEY ("sch_id","uploaded_by") REFERENCES "public"."users"("sch_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP TRIGGER "users_usernames" ON "users";--> statement-breakpoint
DROP TRIGGER "users_usernames_truncate" ON "users";--> statement-breakpoint
DROP FUNCTION "users_usernames"();--> statement-breakpoint
DROP FUNCTION "users_usernames_truncate"();
