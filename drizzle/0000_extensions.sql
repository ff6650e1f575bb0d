-- Hand-written: extensions must exist before the schema migration that uses them.
-- pg_trgm powers typo/substring product search (gin_trgm_ops index on product titles).
-- It is a trusted extension (PostgreSQL 13+), so a database owner without superuser may create it;
-- PGlite needs the extension bundle passed to its constructor (see src/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
