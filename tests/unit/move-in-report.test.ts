import { describe, expect, it } from "vitest";
import { moveInReportProblem, moveInReportSchema } from "../../domain/inquiry/move-in-report.ts";

const days = { today: "2026-11-25", requestDay: "2026-11-01" };

describe("the move-in report's rules", () => {
  it("takes a move-in between the request's day and today, both included", () => {
    expect(moveInReportProblem({ movedIn: true, moveInDate: "2026-11-01" }, days)).toBeNull();
    expect(moveInReportProblem({ movedIn: true, moveInDate: "2026-11-25" }, days)).toBeNull();
    expect(moveInReportProblem({ movedIn: true }, days)).toBeNull();
    expect(moveInReportProblem({ movedIn: false, notes: "Still looking" }, days)).toBeNull();
  });

  it("refuses a day after today or before the request, and a place or day without a move-in", () => {
    expect(moveInReportProblem({ movedIn: true, moveInDate: "2026-11-26" }, days)).toEqual({
      field: "moveInDate",
      message: "Must not be in the future",
    });
    expect(moveInReportProblem({ movedIn: true, moveInDate: "2026-10-31" }, days)).toEqual({
      field: "moveInDate",
      message: "Must not be before the request, 2026-11-01",
    });
    expect(moveInReportProblem({ movedIn: false, providerId: 4 }, days)?.field).toBe("providerId");
    expect(moveInReportProblem({ movedIn: false, moveInDate: "2026-11-02" }, days)?.field).toBe("moveInDate");
  });

  it("reads only real calendar days, written YYYY-MM-DD", () => {
    expect(moveInReportSchema.safeParse({ movedIn: true, moveInDate: "2028-02-29" }).success).toBe(true);
    for (const moveInDate of ["2026-02-29", "2026-13-01", "2026-1-05", "05/01/2026", ""]) {
      expect(moveInReportSchema.safeParse({ movedIn: true, moveInDate }).success, moveInDate).toBe(false);
    }
  });
});
