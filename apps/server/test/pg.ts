import pg from 'pg';

/** The maintenance database on the same server, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** CREATE DATABASE ... TEMPLATE fails while another clone of the same template is in flight; retry. */
export async function cloneDatabase(url: string, template: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt > 50) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
  } finally {
    await admin.end();
  }
}
