ALTER TABLE "lesson_notes" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_notes" ADD COLUMN "content" text;--> statement-breakpoint
ALTER TABLE "lesson_notes" ADD CONSTRAINT "lesson_notes_content_check" CHECK (num_nonnulls("lesson_notes"."file_id", "lesson_notes"."content") >= 1);