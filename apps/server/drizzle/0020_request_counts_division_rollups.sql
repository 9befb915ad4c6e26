-- Each division's counter row for every blood group and district (decision 0050): blood and district
-- are '*'. A list filtered by neither blood nor district (the pending list, staff's lists by status)
-- sums at most one row per division instead of every district's blood groups (441 rows for the
-- pending list at 100,000 requests). The trigger keeps them in the same transaction as the base rows,
-- in one order of keys, and leaves a row alone when a change does not move its count (a new blood
-- group in the same division).
CREATE OR REPLACE FUNCTION "request_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved record;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.blood, OLD.division, OLD.district, OLD.hidden_at IS NULL)
      IS NOT DISTINCT FROM (NEW.status, NEW.blood, NEW.division, NEW.district, NEW.hidden_at IS NULL) THEN
    RETURN NULL;
  END IF;
  FOR moved IN
    SELECT change.status, level.blood, change.division, level.district, sum(change.delta)::int AS delta
    FROM (
      SELECT OLD.status, OLD.blood, OLD.division, OLD.district, -1 WHERE TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL
      UNION ALL
      SELECT NEW.status, NEW.blood, NEW.division, NEW.district, 1 WHERE TG_OP IN ('UPDATE', 'INSERT') AND NEW.hidden_at IS NULL
    ) AS change (status, blood, division, district, delta)
    CROSS JOIN LATERAL (VALUES (change.blood, change.district), ('*', '*')) AS level (blood, district)
    GROUP BY change.status, level.blood, change.division, level.district
    HAVING sum(change.delta) <> 0
    ORDER BY 1, 2, 3, 4
  LOOP
    INSERT INTO request_counts AS c (status, blood, division, district, total)
      VALUES (moved.status, moved.blood, moved.division, moved.district, moved.delta)
      ON CONFLICT (status, blood, division, district) DO UPDATE SET total = c.total + excluded.total;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO request_counts AS c (status, blood, division, district, total)
  SELECT status, '*', division, '*', sum(total)::int FROM request_counts WHERE blood <> '*' GROUP BY status, division
  ON CONFLICT (status, blood, division, district) DO UPDATE SET total = excluded.total;
