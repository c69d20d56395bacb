import { hashPassword } from '../auth/password.ts';
import { adminPasswordProblem } from '../auth/strength.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { findAdminByUsernameAnyCase, updateAdmin } from '../modules/auth/repository.ts';

export class ResetError extends Error {}

/**
 * Sets a new password for the admin (username in any case) in the configured database (DATA_DIR's,
 * or DATABASE_URL's) and ends every session of that admin. The password must pass the
 * ADMIN_PASSWORD rules. Returns the username.
 */
export async function resetPassword(
  config: Config,
  username: string,
  password: string,
): Promise<string> {
  const problem = adminPasswordProblem(password);
  if (problem) throw new ResetError(`The new password ${problem}.`);
  const { db } = await openDatabase(config);
  try {
    const admin = await findAdminByUsernameAnyCase(db, username);
    if (!admin) {
      const where = config.databaseUrl ? 'the PostgreSQL database' : config.dataDir;
      throw new ResetError(`No admin "${username}" in ${where}.`);
    }
    const changes = {
      password_hash: await hashPassword(password),
      previous_password_hash: admin.password_hash,
    };
    await updateAdmin(db, admin.id, changes, true);
    return admin.username;
  } finally {
    await db.destroy();
  }
}
