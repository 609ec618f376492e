-- The finance ledger is append-only: every correction is a new entry (db/finance-schema.ts).
CREATE FUNCTION finance_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'finance_ledger is append-only: % is not allowed', TG_OP;
END $$;
--> statement-breakpoint
CREATE TRIGGER finance_ledger_append_only BEFORE UPDATE OR DELETE ON finance_ledger
  FOR EACH ROW EXECUTE FUNCTION finance_ledger_append_only();
