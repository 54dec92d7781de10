// How a footage request names the place and the time: a block or a street, never a house number
// or what happened; the day and the window, across midnight when it passes it.
import { describe, expect, it } from "vitest";

import { calendarDay, clockTime, generalArea, timeWindow } from "../../../worker/shared/request-wording";

describe("generalArea", () => {
  it.each([
    ["2909 O'Donnell St, Baltimore, MD 21224", "the 2900 block of O'Donnell St"],
    ["2801 O'Donnell Street", "the 2800 block of O'Donnell Street"],
    ["2899 O'Donnell St", "the 2800 block of O'Donnell St"],
    ["45 S Linwood Ave, Baltimore, MD", "the unit block of S Linwood Ave"],
    ["100 E Pratt St", "the 100 block of E Pratt St"],
    ["3400-3402 Eastern Ave, Baltimore", "the 3400 block of Eastern Ave"],
    ["1200A Light St", "the 1200 block of Light St"],
    ["#2909 O'Donnell St", "the 2900 block of O'Donnell St"],
    ["2909 O'Donnell St (rear alley, blue sedan)", "the 2900 block of O'Donnell St"],
    ["Boston St & S Linwood Ave, Baltimore, MD 21224", "Boston St & S Linwood Ave"],
    ["O'Donnell Square", "O'Donnell Square"],
    ["  2909   O'Donnell   St  ", "the 2900 block of O'Donnell St"],
    ["", null],
    [null, null],
    [", Baltimore, MD", null],
  ])("%j is %j", (address, area) => {
    expect(generalArea(address)).toBe(area);
  });

  it("cuts a very long street line at a word", () => {
    const area = generalArea(`12 ${"Very Long Street Name ".repeat(10)}`)!;
    expect(area.length).toBeLessThanOrEqual(81);
    expect(area.endsWith("…")).toBe(true);
    expect(area.startsWith("the unit block of Very Long Street Name")).toBe(true);
  });
});

describe("the time window", () => {
  it.each([
    ["00:00", "12:00 AM"],
    ["00:05", "12:05 AM"],
    ["09:30", "9:30 AM"],
    ["12:00", "12:00 PM"],
    ["13:15", "1:15 PM"],
    ["23:59", "11:59 PM"],
  ])("%s reads %s", (time, words) => {
    expect(clockTime(time)).toBe(words);
  });

  it.each([
    ["2026-03-14", "Saturday, March 14, 2026"],
    ["2026-03-08", "Sunday, March 8, 2026"], // the day clocks change in Baltimore: still that day
    ["2028-02-29", "Tuesday, February 29, 2028"],
  ])("%s is %s", (date, words) => {
    expect(calendarDay(date)).toBe(words);
  });

  it.each([
    ["2026-03-14", "18:00", "21:30", "Saturday, March 14, 2026, between 6:00 PM and 9:30 PM"],
    ["2026-03-14", "22:30", "01:15", "Saturday, March 14, 2026, between 10:30 PM and 1:15 AM on Sunday, March 15, 2026"],
    ["2026-12-31", "23:00", "00:30", "Thursday, December 31, 2026, between 11:00 PM and 12:30 AM on Friday, January 1, 2027"],
    ["2026-03-14", "10:00", "10:00", "Saturday, March 14, 2026, between 10:00 AM and 10:00 AM"],
  ])("%s %s-%s reads %j", (date, start, end, words) => {
    expect(timeWindow(date, start, end)).toBe(words);
  });
});
