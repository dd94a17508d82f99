import type { Db } from "../db/client";
import type { Geolocator } from "../integrations/geolocation/geolocator";
import type { Logger } from "../lib/logger";
import { setProfilePlace } from "./queries";

/**
 * The sign-up place: the new account's country and city from the address
 * it signed up from (the socket's, or the trusted proxies' X-Forwarded-For). A failed lookup is
 * only logged; a place an administrator already entered is kept.
 */
export async function recordSignUpPlace(db: Db, geolocator: Geolocator, log: Logger, userId: string, ip: string): Promise<void> {
  try {
    const place = await geolocator.locate(ip);
    if (place) await setProfilePlace(db, userId, place);
  } catch (err) {
    log.warn({ err, userId }, "Could not record the sign-up location");
  }
}
