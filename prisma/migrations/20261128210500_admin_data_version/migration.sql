-- The admin data version (decision 068): a number every statement that changes what the admin's
-- counts and the dashboard read (orders, their lines, refunds, credit notes, shipments, payment
-- webhooks, reviews, checkouts, the sales rollup) raises, so each app instance keeps the dashboard
-- and the menu's prepress count until it moves. A sequence, not a counter row as the catalog's
-- (027): nextval takes no row lock, so concurrent checkouts and webhooks never wait on each other
-- for it, and a rolled-back transaction still raises it (harmless: one needless reload).
CREATE SEQUENCE "AdminDataVersion";
CREATE FUNCTION bump_admin_data_version() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM nextval(''"AdminDataVersion"'')\x3b
  RETURN NULL\x3b
END\x3b';
-- One statement-level trigger per table, made in a loop.
DO E'
DECLARE t text\x3b
BEGIN
  FOREACH t IN ARRAY ARRAY[''Order'', ''OrderItem'', ''Refund'', ''CreditNote'', ''Shipment'',
    ''WebhookEvent'', ''Review'', ''Checkout'', ''SalesDay''] LOOP
    EXECUTE format(''CREATE TRIGGER admin_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
      ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_admin_data_version()'', t)\x3b
  END LOOP\x3b
END';
