-- Live updates: every committed change to products or blog posts is announced
-- on the lift_live channel, whichever process (or psql session) wrote it.
CREATE OR REPLACE FUNCTION lift_notify_change() RETURNS trigger AS $$
DECLARE
  payload json;
BEGIN
  IF TG_TABLE_NAME = 'blog_posts' THEN
    payload := json_build_object(
      'topic', TG_TABLE_NAME,
      'op', TG_OP,
      'id', COALESCE(NEW.id, OLD.id),
      'slug', COALESCE(NEW.slug, OLD.slug),
      'oldSlug', CASE WHEN TG_OP = 'UPDATE' THEN OLD.slug END
    );
  ELSE
    payload := json_build_object('topic', TG_TABLE_NAME, 'op', TG_OP, 'id', COALESCE(NEW.id, OLD.id));
  END IF;
  PERFORM pg_notify('lift_live', payload::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_live_updates AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION lift_notify_change();
--> statement-breakpoint
CREATE TRIGGER blog_posts_live_updates AFTER INSERT OR UPDATE OR DELETE ON blog_posts
  FOR EACH ROW EXECUTE FUNCTION lift_notify_change();
