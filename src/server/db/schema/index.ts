export * from "./auth";
export * from "./content";
export * from "./learner";
export * from "./jobs";
export * from "./reading";
export * from "./instance";
export * from "./parsing";
