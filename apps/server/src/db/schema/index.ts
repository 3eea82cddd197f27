// Drizzle table definitions, one file per domain, gathered here for the typed client.
// The SQL migrations in ../migrations are the source of truth for the database itself.
export * from './accounts';
export * from './billing';
export * from './contact';
export * from './listings';
export * from './marketplace';
export * from './media';
export * from './payments';
export * from './reviews';
export * from './search';
