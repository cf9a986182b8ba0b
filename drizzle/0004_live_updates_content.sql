-- Recipes, e-books and product packages announce their changes too (page cache
-- invalidation across processes). Same channel and function as 0001.
CREATE TRIGGER recipes_live_updates AFTER INSERT OR UPDATE OR DELETE ON recipes
  FOR EACH ROW EXECUTE FUNCTION lift_notify_change();
--> statement-breakpoint
CREATE TRIGGER ebooks_live_updates AFTER INSERT OR UPDATE OR DELETE ON ebooks
  FOR EACH ROW EXECUTE FUNCTION lift_notify_change();
--> statement-breakpoint
CREATE TRIGGER product_offers_live_updates AFTER INSERT OR UPDATE OR DELETE ON product_offers
  FOR EACH ROW EXECUTE FUNCTION lift_notify_change();
