-- The search document of the given deals, rebuilt from their deal, product and category rows:
-- heading (deal title, product name) weighs most, then category and variation values, then the
-- descriptions. Text is accent-folded first, so 'creme' finds 'Crème'. Every word also lands in
-- search_words, which typos are corrected against.
CREATE OR REPLACE FUNCTION refresh_deal_search(deal_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  WITH docs AS (
    SELECT
      d.id AS deal_id,
      lower(unaccent(d.title || ' ' || p.name)) AS heading,
      lower(unaccent(c.name || ' ' || s.name || ' ' || coalesce((
        SELECT string_agg(kv.value, ' ')
        FROM jsonb_array_elements(p.variations) AS v(item),
          jsonb_each_text(v.item) AS kv(key, value)
        WHERE kv.key NOT IN ('id', 'image', 'image_url', 'upc_code') AND kv.value IS NOT NULL
      ), ''))) AS facets,
      lower(unaccent(d.description || ' ' || p.description)) AS body
    FROM deals d
    JOIN products p ON p.id = d.product_id
    JOIN subcategories s ON s.id = p.subcategory_id
    JOIN categories c ON c.id = s.category_id
    WHERE d.id = ANY(deal_ids)
  ),
  saved AS (
    INSERT INTO deal_search (deal_id, document)
    SELECT
      deal_id,
      setweight(to_tsvector('english', heading), 'A')
        || setweight(to_tsvector('english', facets), 'B')
        || setweight(to_tsvector('english', body), 'C')
    FROM docs
    ON CONFLICT (deal_id) DO UPDATE SET document = excluded.document
  )
  INSERT INTO search_words (word)
  SELECT DISTINCT word
  FROM docs, regexp_split_to_table(heading || ' ' || facets || ' ' || body, '[^[:alnum:]]+') AS word
  WHERE length(word) BETWEEN 3 AND 40
  ON CONFLICT (word) DO NOTHING;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION deal_search_follow_inserted_deals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_deal_search(ARRAY(SELECT id FROM inserted_deals));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Per statement, so a bulk insert of deals builds its documents in one pass.
CREATE TRIGGER deal_search_deals_inserted
AFTER INSERT ON deals
REFERENCING NEW TABLE AS inserted_deals
FOR EACH STATEMENT EXECUTE FUNCTION deal_search_follow_inserted_deals();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION deal_search_follow_changed_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_deal_search(CASE TG_TABLE_NAME
    WHEN 'deals' THEN ARRAY[NEW.id]
    WHEN 'products' THEN ARRAY(SELECT d.id FROM deals d WHERE d.product_id = NEW.id)
    WHEN 'subcategories' THEN ARRAY(
      SELECT d.id FROM deals d JOIN products p ON p.id = d.product_id
      WHERE p.subcategory_id = NEW.id)
    ELSE ARRAY(
      SELECT d.id FROM deals d
      JOIN products p ON p.id = d.product_id
      JOIN subcategories s ON s.id = p.subcategory_id
      WHERE s.category_id = NEW.id)
  END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Only changes to searchable text rebuild documents: reservations, shares and status changes
-- do not.
CREATE TRIGGER deal_search_deal_changed
AFTER UPDATE OF title, description, product_id ON deals
FOR EACH ROW
WHEN (OLD.title IS DISTINCT FROM NEW.title
  OR OLD.description IS DISTINCT FROM NEW.description
  OR OLD.product_id IS DISTINCT FROM NEW.product_id)
EXECUTE FUNCTION deal_search_follow_changed_row();
--> statement-breakpoint
CREATE TRIGGER deal_search_product_changed
AFTER UPDATE OF name, description, variations, subcategory_id ON products
FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name
  OR OLD.description IS DISTINCT FROM NEW.description
  OR OLD.variations IS DISTINCT FROM NEW.variations
  OR OLD.subcategory_id IS DISTINCT FROM NEW.subcategory_id)
EXECUTE FUNCTION deal_search_follow_changed_row();
--> statement-breakpoint
CREATE TRIGGER deal_search_subcategory_changed
AFTER UPDATE OF name, category_id ON subcategories
FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.category_id IS DISTINCT FROM NEW.category_id)
EXECUTE FUNCTION deal_search_follow_changed_row();
--> statement-breakpoint
CREATE TRIGGER deal_search_category_changed
AFTER UPDATE OF name ON categories
FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION deal_search_follow_changed_row();
--> statement-breakpoint
-- A GIN index normally gathers new entries in a pending list that every search reads through
-- until (auto)vacuum merges it; PGlite runs no autovacuum, so after a bulk insert each search
-- slowed with the list's length. Entries go straight into the index instead.
ALTER INDEX deal_search_document SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX search_words_trigrams SET (fastupdate = off);
--> statement-breakpoint
SELECT refresh_deal_search(ARRAY(SELECT id FROM deals));
