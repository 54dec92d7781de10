// The table in which `wrangler d1 migrations apply` records the migrations applied to a database,
// as wrangler creates it. The local first start (scripts/fresh-database.ts) and the Worker tests'
// setup (test/worker/apply-migrations.ts) apply migrations without wrangler and record them in it,
// so that wrangler finds them applied. A module with nothing imported: the Worker tests read it too.

export const D1_MIGRATIONS_TABLE = "d1_migrations";

export const CREATE_D1_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "${D1_MIGRATIONS_TABLE}"(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;
