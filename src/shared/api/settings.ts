import { z } from "zod";
import { DAILY_GOAL, FILTERS } from "../domain";

export const SettingsSchema = z.object({
  darkMode: z.boolean(),
  dailyGoal: z.number().int().min(DAILY_GOAL.min).max(DAILY_GOAL.max),
  shuffle: z.boolean(),
  filter: z.enum(FILTERS),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const UpdateSettingsSchema = z
  .object({
    darkMode: z.boolean(),
    dailyGoal: z.number().int().min(DAILY_GOAL.min, `Daily goal must be between ${DAILY_GOAL.min} and ${DAILY_GOAL.max}`)
      .max(DAILY_GOAL.max, `Daily goal must be between ${DAILY_GOAL.min} and ${DAILY_GOAL.max}`),
    shuffle: z.boolean(),
    filter: z.enum(FILTERS),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update");
export type UpdateSettings = z.infer<typeof UpdateSettingsSchema>;
