-- Every status an order takes lands in order_status_changes, whoever writes it: the engine's jobs,
-- the shopper's cancel, an operator's step. Times are the row's own (created_at, updated_at), so a
-- change carries the clock of the code that made it. The actor is the transaction-local setting
-- bogo.actor (the admin module sets an operator's e-mail), else 'system'.
CREATE OR REPLACE FUNCTION record_order_status_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NEW;
  END IF;
  INSERT INTO order_status_changes (order_id, from_status, to_status, actor, at)
  VALUES (
    NEW.id,
    CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END,
    NEW.status,
    coalesce(nullif(current_setting('bogo.actor', true), ''), 'system'),
    CASE WHEN TG_OP = 'UPDATE' THEN NEW.updated_at ELSE NEW.created_at END
  );
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_status_recorded
AFTER INSERT OR UPDATE OF status ON orders
FOR EACH ROW EXECUTE FUNCTION record_order_status_change();
--> statement-breakpoint
-- Orders made before the timeline existed start it with the status they have now.
INSERT INTO order_status_changes (order_id, from_status, to_status, actor, at)
SELECT id, NULL, status, 'system', updated_at FROM orders;
