// Runs before every test file.
process.env.NODE_ENV = 'test'
process.env.SESSION_SECRET ??= 'test-session-secret-0123456789'
process.env.APP_URL ??= 'http://localhost:3000'
// Placeholder until a file asks for its own database with setupTestDatabase().
process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/not_a_test_database'
