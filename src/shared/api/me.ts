import { z } from "zod";
import { ROLES } from "../domain";
import { SettingsSchema } from "./settings";

export const MeSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
  }),
  roles: z.array(z.enum(ROLES)),
  isAdmin: z.boolean(),
  settings: SettingsSchema,
});
export type Me = z.infer<typeof MeSchema>;
