// npm run admin -- grant|revoke <email> | list
import { loadConfig } from "../config";
import { DataDirLockedError } from "../db/lock";
import { CliError, parseAdminArgs, runAdminCommand } from "./admin-commands";
import { openCliDatabase } from "./open-cli-database";

async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = parseAdminArgs(argv);
  } catch (e) {
    console.error((e as Error).message);
    return 1;
  }
  const config = loadConfig();
  let opened;
  try {
    opened = await openCliDatabase(config);
  } catch (e) {
    if (e instanceof CliError || e instanceof DataDirLockedError) {
      console.error(`Error: ${e.message}`);
      return 1;
    }
    throw e;
  }
  const { database, release } = opened;
  try {
    await database.migrate();
    for (const line of await runAdminCommand(database.db, command)) console.log(line);
    return 0;
  } catch (e) {
    if (e instanceof CliError) {
      console.error(`Error: ${e.message}`);
      return 1;
    }
    throw e;
  } finally {
    await database.close().catch(() => {});
    release();
  }
}

process.exitCode = await main(process.argv.slice(2));
