-- Every change to a group's reserved units or status announces the deal on the
-- 'deal_progress' channel. NOTIFY is delivered at commit, to every process listening,
-- so live progress needs no code in the places that reserve units.
CREATE OR REPLACE FUNCTION notify_deal_progress() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('deal_progress', NEW.deal_id::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER batches_notify_deal_progress
AFTER INSERT OR UPDATE OF reserved_units, status ON batches
FOR EACH ROW EXECUTE FUNCTION notify_deal_progress();
