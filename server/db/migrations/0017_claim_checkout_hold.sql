-- Claims a checkout's card hold in one round trip (server/modules/order-engine/hold-limits.ts):
-- the hold already recorded under the provider key, if any; else a new one, unless the card, the
-- shopper or the client address already has its limit of holds waiting for an order. The three
-- advisory locks come first, in one order for everyone; each statement of a function takes a new
-- snapshot, so the count that follows sees every hold committed by whoever held them before.
CREATE OR REPLACE FUNCTION claim_checkout_hold(
  p_provider_key text,
  p_shopper text,
  p_card text,
  p_address text,
  p_request_hash text,
  p_created_at timestamptz,
  p_card_limit integer,
  p_account_limit integer,
  p_address_limit integer,
  OUT earlier_id integer,
  OUT claimed_id integer,
  OUT card_holds integer,
  OUT account_holds integer,
  OUT address_holds integer
) LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(sorted.lock, 0))
  FROM (
    SELECT lock FROM unnest(ARRAY['card:' || p_card, 'shopper:' || p_shopper, 'address:' || p_address]) AS lock
    ORDER BY lock
  ) AS sorted;
  SELECT h.id INTO earlier_id FROM checkout_holds h WHERE h.provider_key = p_provider_key;
  SELECT
    count(*) FILTER (WHERE h.payment_method_id = p_card),
    count(*) FILTER (WHERE h.shopper = p_shopper),
    count(*) FILTER (WHERE h.client_address = p_address)
  INTO card_holds, account_holds, address_holds
  FROM checkout_holds h
  WHERE h.settled_at IS NULL
    AND (h.payment_method_id = p_card OR h.shopper = p_shopper OR h.client_address = p_address)
    AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_intent_id = h.payment_intent_id);
  IF earlier_id IS NULL AND card_holds < p_card_limit AND account_holds < p_account_limit
    AND address_holds < p_address_limit THEN
    INSERT INTO checkout_holds
      (provider_key, shopper, payment_method_id, client_address, request_hash, created_at)
    VALUES (p_provider_key, p_shopper, p_card, p_address, p_request_hash, p_created_at)
    ON CONFLICT (provider_key) DO NOTHING
    RETURNING id INTO claimed_id;
  END IF;
END;
$$;
