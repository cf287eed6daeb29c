// Runs before every test file.
process.env.NODE_ENV = 'test'
process.env.SESSION_SECRET ??= 'test-session-secret-0123456789'
process.env.APP_URL ??= 'http://localhost:3000'
// Placeholder until a file asks for its own database with setupTestDatabase().
process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/not_a_test_database'
// Tests give each shopper an address with X-Forwarded-For, as one proxy in front would
// (decision 028: without TRUST_PROXY the socket's address counts, and a test has no socket).
process.env.TRUST_PROXY ??= '1'
