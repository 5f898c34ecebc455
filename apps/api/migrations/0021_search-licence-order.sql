-- The licence list without a search term, in Turkish order (valid today or not): its first page
-- read in index order and stopped after the page, instead of sorting every active licence.
CREATE INDEX "licences_active_trade_name_tr_idx" ON "licences" USING btree ("trade_name" collate "tr_tr","id") WHERE "licences"."status";