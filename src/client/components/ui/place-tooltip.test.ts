import { describe, expect, it } from "vitest";
import { placeTooltip } from "./place-tooltip";

const win = { width: 390, height: 844 };
const size = { width: 100, height: 28 };

describe("placeTooltip", () => {
  it("centres the tooltip above its trigger when there is room", () => {
    const trigger = { left: 145, top: 400, width: 36, height: 36 };
    expect(placeTooltip(trigger, size, win, "top")).toEqual({ x: 113, y: 400 - 6 - 28, side: "top" });
  });

  it("goes below a trigger in the top bar (no room above)", () => {
    const trigger = { left: 145, top: 10, width: 36, height: 36 };
    expect(placeTooltip(trigger, size, win, "top")).toEqual({ x: 113, y: 10 + 36 + 6, side: "bottom" });
  });

  it("stays 8 px inside the window beside a trigger at its edge", () => {
    expect(placeTooltip({ left: 350, top: 10, width: 36, height: 36 }, size, win, "bottom").x).toBe(390 - 100 - 8);
    expect(placeTooltip({ left: 2, top: 10, width: 36, height: 36 }, size, win, "bottom").x).toBe(8);
  });

  it("keeps the side asked for when neither side has room", () => {
    expect(placeTooltip({ left: 145, top: 10, width: 36, height: 820 }, size, win, "top").side).toBe("top");
  });

  it("places beside the trigger on the left or right, flipping the same way", () => {
    expect(placeTooltip({ left: 20, top: 400, width: 36, height: 36 }, size, win, "left")).toEqual({ x: 20 + 36 + 6, y: 404, side: "right" });
    expect(placeTooltip({ left: 200, top: 400, width: 36, height: 36 }, size, win, "left")).toEqual({ x: 200 - 6 - 100, y: 404, side: "left" });
  });
});
