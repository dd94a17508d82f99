/** Where an address is, as a sign-up records it: a country name and a city, each maybe unknown. */
export interface Place { country: string | null; city: string | null }

/** Looks an IP address up. null for an address with no place (private, loopback, unknown, or no database yet). */
export interface Geolocator {
  locate(ip: string): Promise<Place | null>;
}

/** GEOIP_URL=off (or GEOIP_DB_DIR=off): no lookups, no download. */
export const noGeolocator: Geolocator = { locate: async () => null };
