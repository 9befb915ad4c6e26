-- Alert waves read only the donors under the weekly cap (decision 0047): the cap's alert, recent_alerts[3]
-- (INDEXED_WEEKLY_CAP), is null or older than 7 days. Two ranges of this index, one per case.
CREATE INDEX "users_alert_cap_idx" ON "users" USING btree ("division","blood",("recent_alerts"[3]),"district") WHERE "users"."available" and "users"."status" = 'Active';
