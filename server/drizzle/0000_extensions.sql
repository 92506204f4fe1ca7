-- Trigram indexes power the lead search (q over name, e-mail and mobile).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
