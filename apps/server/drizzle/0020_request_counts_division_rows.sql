-- Each division's counter row per status and blood group for all its districts (decision 0050):
-- district is '*'. A list not filtered by district (pending, staff's lists, search by group and
-- division) sums those rows instead of one per district: the pending list 64 rows (8 divisions x 8
-- groups) instead of 441 at 100,000 requests, a search by group and division 4 (one per status)
-- instead of a few dozen. The trigger keeps them in the same transaction as the base rows, in one
-- order of keys, and leaves a row alone when a change does not move its count (another district of
-- the same division).
-- Writes wait while the function is replaced and the division rows are filled from the base rows (the
-- migration is one transaction): a server still running the old function could otherwise commit a
-- change the filling does not see, and no later change would correct that division's row.
LOCK TABLE "donation_requests" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "request_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved record;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.blood, OLD.division, OLD.district, OLD.hidden_at IS NULL)
      IS NOT DISTINCT FROM (NEW.status, NEW.blood, NEW.division, NEW.district, NEW.hidden_at IS NULL) THEN
    RETURN NULL;
  END IF;
  FOR moved IN
    SELECT change.status, change.blood, change.division, level.district, sum(change.delta)::int AS delta
    FROM (
      SELECT OLD.status, OLD.blood, OLD.division, OLD.district, -1 WHERE TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL
      UNION ALL
      SELECT NEW.status, NEW.blood, NEW.division, NEW.district, 1 WHERE TG_OP IN ('UPDATE', 'INSERT') AND NEW.hidden_at IS NULL
    ) AS change (status, blood, division, district, delta)
    CROSS JOIN LATERAL (VALUES (change.district), ('*')) AS level (district)
    GROUP BY change.status, change.blood, change.division, level.district
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
  SELECT status, blood, division, '*', sum(total)::int FROM request_counts WHERE district <> '*' GROUP BY status, blood, division
  ON CONFLICT (status, blood, division, district) DO UPDATE SET total = excluded.total;
