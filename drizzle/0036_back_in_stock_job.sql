-- Hand-written (docs/rules.md#back-in-stock, decision 068): a product back on the shelf, by any
-- path (the editor, a CSV import, a cancelled order, a timed-out payment, plain SQL), still is
-- seen inside the transaction that restocked it, but now writes one `stock-alerts.back-in-stock`
-- job naming the products, instead of outbox rows: the job (services/stock-alerts/on-restock.ts)
-- marks the subscriptions told and queues their e-mails, each with its delivery job. "Back"
-- means stock above 0 and published, when it was not before (each return after a sell-out tells
-- every subscriber again, until they unsubscribe). Statement-level with transition
-- tables: an import of thousands of rows writes one job, and nothing at all while nobody waits.
CREATE OR REPLACE FUNCTION stock_alerts_on_restock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM stock_alerts) THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(n.id ORDER BY n.id) INTO ids
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n.stock > 0 AND n.published AND (o.stock <= 0 OR NOT o.published)
    AND EXISTS (SELECT 1 FROM stock_alerts a WHERE a.product_id = n.id);
  IF ids IS NOT NULL THEN
    INSERT INTO jobs (topic, payload, subject, max_attempts)
    VALUES ('stock-alerts.back-in-stock', jsonb_build_object('products', to_jsonb(ids)),
      'products ' || array_to_string(ids, ', '), 8);
  END IF;
  RETURN NULL;
END
$$;
