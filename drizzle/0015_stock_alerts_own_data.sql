CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"user_id" uuid,
	"token_hash" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_email_lowercase" CHECK ("stock_alerts"."email" = lower("stock_alerts"."email")),
	CONSTRAINT "stock_alerts_locale" CHECK ("stock_alerts"."locale" in ('pl', 'en', 'ru'))
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_product_email_uq" ON "stock_alerts" USING btree ("product_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_token_uq" ON "stock_alerts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id");--> statement-breakpoint
-- Hand-written (docs/rules.md#back-in-stock): a product back on the shelf, by any path (the
-- editor, a CSV import, a cancelled order, a timed-out payment, plain SQL), queues every
-- subscriber's e-mail in the outbox inside the transaction that restocked it. The e-mails were
-- rendered at subscription, in the subscriber's language. "Back" means stock above 0 and
-- published, when it was not before: a restock from 3 to 10 sends nothing. Statement-level with
-- transition tables, so an import of thousands of rows costs one statement, and nothing at all
-- while nobody waits for anything.
CREATE FUNCTION stock_alerts_on_restock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM stock_alerts) THEN
    RETURN NULL;
  END IF;
  WITH back AS (
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.stock > 0 AND n.published AND (o.stock <= 0 OR NOT o.published)
  ), told AS (
    UPDATE stock_alerts a SET notified_at = now()
    FROM back WHERE a.product_id = back.id
    RETURNING a.email, a.subject, a.text_body, a.html_body
  )
  INSERT INTO outbox (channel, recipient, subject, text_body, html_body)
  SELECT 'email', email, subject, text_body, html_body FROM told;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_back_in_stock AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_alerts_on_restock();
--> statement-breakpoint
-- A deleted account's reviews stay without an author (or are unpublished first, as the shop set):
-- docs/rules.md#own-data.
ALTER TABLE "reviews" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
