import { describe, expect, it } from "vitest";
import { maintenanceStep, type TableActivity } from "./embedded-maintenance";

const table = (t: Partial<TableActivity>): TableActivity => ({ table: "words", reltuples: 0, deadRows: 0, insertedSinceVacuum: 0, modifiedSinceAnalyze: 0, ...t });

describe("maintenanceStep (PostgreSQL's autovacuum thresholds)", () => {
  it("does nothing to a table within its thresholds", () => {
    expect(maintenanceStep(table({}))).toBeNull();
    expect(maintenanceStep(table({ reltuples: 10_000, deadRows: 2_050, insertedSinceVacuum: 3_000, modifiedSinceAnalyze: 1_050 }))).toBeNull();
  });

  it("vacuums past 50 + 20% dead rows", () => {
    expect(maintenanceStep(table({ reltuples: 10_000, deadRows: 2_051 }))).toEqual({ table: "words", vacuum: true, analyze: false });
  });

  it("vacuums past 1,000 + 20% rows inserted since the last vacuum (GIN pending lists merged)", () => {
    expect(maintenanceStep(table({ reltuples: 10_000, insertedSinceVacuum: 3_001 }))).toEqual({ table: "words", vacuum: true, analyze: false });
  });

  it("analyzes past 50 + 10% changed rows", () => {
    expect(maintenanceStep(table({ reltuples: 10_000, modifiedSinceAnalyze: 1_051 }))).toEqual({ table: "words", vacuum: false, analyze: true });
  });

  it("counts a table never analyzed (reltuples -1) as empty", () => {
    expect(maintenanceStep(table({ reltuples: -1, modifiedSinceAnalyze: 51 }))).toEqual({ table: "words", vacuum: false, analyze: true });
    expect(maintenanceStep(table({ reltuples: -1, insertedSinceVacuum: 1_001, modifiedSinceAnalyze: 1_001 }))).toEqual({ table: "words", vacuum: true, analyze: true });
  });
});
