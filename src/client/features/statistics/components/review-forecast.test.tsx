// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReviewStatistics } from "@/shared/api/statistics";

const data: { current: ReviewStatistics | undefined } = { current: undefined };
vi.mock("../api/get-review-statistics", () => ({ useReviewStatistics: () => ({ data: data.current }) }));
const { ReviewForecast } = await import("./review-forecast");

afterEach(cleanup);

const stats = (passed: number, reviews: number, allTime: number): ReviewStatistics => ({
  timeZone: "UTC",
  forecast: [{ date: "2026-12-03", due: 1 }],
  retention: { last30Days: { passed, reviews, rate: reviews ? passed / reviews : null }, allTime: { passed: allTime, reviews: allTime, rate: allTime ? 1 : null } },
  parsing: { binyan: [], tense: [] },
});

describe("the Study Statistics' true retention, one review or more", () => {
  it("reads '1 of 1 review not Again' and '1 review of cards in review' after a learner's first review, not '1 reviews'", () => {
    data.current = stats(1, 1, 1);
    render(<ReviewForecast />);
    expect(screen.getByText("1 of 1 review not Again")).toBeTruthy();
    expect(screen.getByText("1 review of cards in review")).toBeTruthy();
  });

  it("reads the counts grouped, in the plural, past one", () => {
    data.current = stats(1100, 1250, 4000);
    render(<ReviewForecast />);
    expect(screen.getByText("1,100 of 1,250 reviews not Again")).toBeTruthy();
    expect(screen.getByText("4,000 reviews of cards in review")).toBeTruthy();
  });
});
