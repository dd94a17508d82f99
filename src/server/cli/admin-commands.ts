import type { Db } from "../db/client";
import { countAdmins, findAccountByEmail, listAdmins, setRole } from "./queries";

/** A failure the CLI reports as one line and exit code 1. */
export class CliError extends Error {}

export const USAGE = `Usage: npm run admin -- <command>

  grant <email>    make the account with this e-mail address an administrator
  revoke <email>   make it an ordinary user again
  list             list the administrators

Reads DATA_DIR (embedded database) or DATABASE_URL (PostgreSQL) like the server.`;

export type AdminCommand = { kind: "grant" | "revoke"; email: string } | { kind: "list" };

export function parseAdminArgs(argv: string[]): AdminCommand {
  const [cmd, email, ...rest] = argv;
  if (cmd === "list" && email === undefined) return { kind: "list" };
  if ((cmd === "grant" || cmd === "revoke") && email && rest.length === 0) return { kind: cmd, email };
  throw new CliError(USAGE);
}

/** Runs one command; returns the lines to print. */
export async function runAdminCommand(db: Db, command: AdminCommand): Promise<string[]> {
  if (command.kind === "list") {
    const admins = await listAdmins(db);
    return admins.length ? admins : ["(no administrators)"];
  }
  const account = await findAccountByEmail(db, command.email);
  if (!account) throw new CliError(`No account with the e-mail address ${command.email}. The person must sign up first.`);
  if (command.kind === "grant") {
    if (account.isAdmin) return [`${account.email} is already an administrator.`];
    await setRole(db, account.id, "admin");
    return [`${account.email} is now an administrator.`];
  }
  if (!account.isAdmin) return [`${account.email} is not an administrator; nothing changed.`];
  await setRole(db, account.id, "user");
  const lines = [`${account.email} is no longer an administrator.`];
  if ((await countAdmins(db)) === 0) lines.push("Warning: this instance has no administrator now. Grant the role to someone with `npm run admin -- grant <email>`.");
  return lines;
}
