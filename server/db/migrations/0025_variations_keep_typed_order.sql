-- Written by hand around the generated type change: the search trigger's WHEN clause reads the
-- column, so PostgreSQL refuses to change its type until the trigger is gone; json has no
-- equality operator, so the trigger compares the text instead, and the search document reads
-- the values through jsonb (their order does not matter there). The default is dropped first,
-- because a jsonb default cannot be cast to json by the type change. Rows stored before keep the
-- order jsonb left them in; what merchants save from now on keeps theirs (docs/decisions/0039).
DROP TRIGGER "deal_search_product_changed" ON "products";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "variations" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "variations" SET DATA TYPE json USING "variations"::json;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "variations" SET DEFAULT '[]'::json;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_deal_search(deal_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  WITH docs AS (
    SELECT
      d.id AS deal_id,
      lower(unaccent(d.title || ' ' || p.name)) AS heading,
      lower(unaccent(c.name || ' ' || s.name || ' ' || coalesce((
        SELECT string_agg(kv.value, ' ')
        FROM jsonb_array_elements(p.variations::jsonb) AS v(item),
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
CREATE TRIGGER "deal_search_product_changed"
AFTER UPDATE OF name, description, variations, subcategory_id ON products
FOR EACH ROW
WHEN (OLD.name IS DISTINCT FROM NEW.name
  OR OLD.description IS DISTINCT FROM NEW.description
  OR OLD.variations::text IS DISTINCT FROM NEW.variations::text
  OR OLD.subcategory_id IS DISTINCT FROM NEW.subcategory_id)
EXECUTE FUNCTION deal_search_follow_changed_row();
