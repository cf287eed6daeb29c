-- Orders placed since decision 057 store their delivery fee's HSN code and rate (the principal
-- supply's). The sales rollup stored those fees' tax rows as SAC 9968 at 18 %: mark the days of
-- those orders changed, so the report reads them live and the next rollup run stores them again
-- (decision 062). Data only, no schema change.
SELECT sales_mark_days(sales_order_days(ARRAY(
  SELECT id FROM "Order" WHERE "shippingGstRateBp" IS NOT NULL AND "shippingPaise" > 0
)));
