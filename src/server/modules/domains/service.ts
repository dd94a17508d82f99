import type { Domain } from "../../../shared/api/collections";
import type { Db } from "../../db/client";
import { listDomains } from "./queries";

/** The four study domains, in their order, for the tabs of the shell. */
export async function getDomains(db: Db): Promise<{ domains: Domain[] }> {
  return { domains: await listDomains(db) };
}
