-- CSRF tokens are now derived from the session id with a server key (decision 014): none is stored.
ALTER TABLE "sessions" DROP COLUMN "csrf_token";