export { createTestDatabase, databaseUrl, type TestDatabase } from "./test-database.ts";
