-- Hand-written: drizzle-kit does not emit CREATE EXTENSION.
-- pg_trgm powers Korean-aware keyword search (3+ character terms); PGlite loads it as a contrib extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
