-- Custom migration (drizzle-kit generate --custom): a confirmed reservation that disappears
-- without being cancelled (its guest's account is deleted, which cascades) gives its seat back,
-- so available_spots stays capacity minus confirmed reservations. The API itself never deletes
-- reservations: it cancels them and returns the seat in the same transaction.
CREATE OR REPLACE FUNCTION reservations_return_seat() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET available_spots = available_spots + 1
   WHERE id = OLD.event_id AND available_spots < capacity;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reservations_return_seat_on_delete
  AFTER DELETE ON reservations
  FOR EACH ROW WHEN (OLD.status) EXECUTE FUNCTION reservations_return_seat();
