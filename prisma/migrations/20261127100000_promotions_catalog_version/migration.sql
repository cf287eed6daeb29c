-- A change to a promotion's rules raises the catalog version, so every instance's cached automatic
-- promotions (and the pages that show them) are renewed within the second it checks (decision 049).
-- Not its use count: orders taking and releasing uses must not empty every catalog cache. Row
-- triggers, so an update that matched no promotion (a refused request) writes nothing.
CREATE TRIGGER catalog_version_rules
  AFTER UPDATE OF "name", "code", "kind", "value", "minSubtotalPaise", "minQuantity", "scope",
    "categoryIds", "productIds", "startsAt", "endsAt", "usageLimit", "perCustomerLimit",
    "firstOrderOnly", "stackable", "active"
  ON "Promotion" FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version AFTER INSERT OR DELETE ON "Promotion"
  FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER catalog_version_truncate AFTER TRUNCATE ON "Promotion"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
