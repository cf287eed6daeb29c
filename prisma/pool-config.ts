/**
 * Turns a postgres:// URL into pg pool fields. The migrate adapter needs separate fields: with a
 * connection string, pg ignores the database name Prisma sets for its shadow database.
 */
export function poolConfigFromUrl(url: string) {
  const u = new URL(url)
  const schema = u.searchParams.get('schema') ?? undefined
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : 5432,
    user: decodeURIComponent(u.username) || 'postgres',
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres',
    ...(u.searchParams.get('sslmode') === 'require' ? { ssl: { rejectUnauthorized: false } } : {}),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  }
}
